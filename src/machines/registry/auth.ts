import { authMachine, type AuthMember } from '../authMachine';
import { defineMachineEntry } from './types';

const member: AuthMember = { id: 1, name: 'Nguyễn Văn An', avatarUrl: '/images/avatar-boy.png', role: 'member' };

export const authEntry = defineMachineEntry({
  id: 'auth',
  title: 'Đăng nhập và phiên làm việc',
  description:
    'Khi mở trang, ứng dụng kiểm tra phiên đăng nhập. Khách bấm đăng nhập sẽ được chuyển tới trang SSO và quay lại đúng trang đang xem; thành viên có thể đăng xuất (thành công thì về trang chủ với thông báo "Đăng xuất thành công", thất bại thì báo "Logout Error" và kiểm tra lại phiên).',
  machine: authMachine,
  states: {
    checking: { title: 'Đang kiểm tra phiên', description: 'Đang kiểm tra phiên đăng nhập khi trang vừa mở.', ui: { selector: 'auth-checking' } },
    signedOut: {
      title: 'Khách (chưa đăng nhập)',
      description: 'Khách: thấy nút "Đăng nhập", trang thành viên chuyển về trang chủ kèm login-redirect.',
      ui: { selector: '[data-testid="auth-login"]:enabled' },
    },
    redirecting: { title: 'Đang chuyển tới SSO', description: 'Đang lấy địa chỉ trang đăng nhập SSO và chuyển trình duyệt tới đó.', ui: { selector: '[data-testid="auth-login"]:disabled' } },
    signedIn: { title: 'Đã đăng nhập', description: 'Thành viên: thấy chuông thông báo và menu tài khoản.', ui: { selector: '[data-testid="auth-account"][aria-busy="false"]' } },
    loggingOut: { title: 'Đang đăng xuất', description: 'Đang đăng xuất khỏi SSO và xoá phiên.', ui: { selector: '[data-testid="auth-account"][aria-busy="true"]' } },
  },
  eventCases: {
    'xstate.done.actor.loadSession': [
      { type: 'xstate.done.actor.loadSession', output: { signedIn: true, member } },
      { type: 'xstate.done.actor.loadSession', output: { signedIn: false, member: null } },
    ],
    'xstate.error.actor.loadSession': [{ type: 'xstate.error.actor.loadSession', error: new Error('network') }],
    'auth.login': [{ type: 'auth.login', returnTo: '/user/wallet' }],
    'auth.refresh': [{ type: 'auth.refresh' }],
    'auth.expired': [{ type: 'auth.expired' }],
    'auth.logout': [{ type: 'auth.logout' }],
    'xstate.done.actor.getLoginUrl': [{ type: 'xstate.done.actor.getLoginUrl', output: 'http://localhost:4000/sso/dang-nhap' }],
    'xstate.error.actor.getLoginUrl': [{ type: 'xstate.error.actor.getLoginUrl', error: new Error('network') }],
    'xstate.done.actor.logout': [
      { type: 'xstate.done.actor.logout', output: { ok: true } },
      { type: 'xstate.done.actor.logout', output: { ok: false } },
    ],
    'xstate.error.actor.logout': [{ type: 'xstate.error.actor.logout', error: new Error('network') }],
  },
  caseLabels: {
    'xstate.done.actor.loadSession': ['đã đăng nhập', 'chưa đăng nhập'],
    'xstate.done.actor.logout': ['thành công', 'SSO báo lỗi'],
  },
  eventLabels: {
    'xstate.done.actor.loadSession': 'Kiểm tra phiên xong',
    'xstate.error.actor.loadSession': 'Không kiểm tra được phiên',
    'auth.login': 'Bấm "Đăng nhập"',
    'auth.refresh': 'Tab khác đăng nhập/đăng xuất: kiểm tra lại phiên',
    'auth.expired': 'Phiên hết hạn (máy chủ từ chối)',
    'auth.logout': 'Bấm "Đăng xuất"',
    'xstate.done.actor.getLoginUrl': 'Mở trang đăng nhập SSO',
    'xstate.error.actor.getLoginUrl': 'Không mở được trang đăng nhập',
    'xstate.done.actor.logout': 'SSO trả lời đăng xuất',
    'xstate.error.actor.logout': 'Lỗi mạng khi đăng xuất',
  },
});
