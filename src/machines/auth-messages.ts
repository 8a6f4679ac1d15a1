/** What the auth flow tells the user (spec §4, §8); apart from the machine so pages need no xstate to show them. */
export const LOGOUT_SUCCESS_MESSAGE = 'Đăng xuất thành công';
export const LOGOUT_ERROR_MESSAGE = 'Logout Error';
export const LOGIN_START_ERROR_MESSAGE = 'Không mở được trang đăng nhập, vui lòng thử lại.';
