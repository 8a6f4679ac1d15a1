/**
 * Vietnamese words the generators draw from: people's names, streets, comments and the like.
 */

/** Family names with a rough share of the population. */
export const FAMILY_NAMES: ReadonlyArray<readonly [string, number]> = [
  ['Nguyễn', 38],
  ['Trần', 11],
  ['Lê', 9],
  ['Phạm', 7],
  ['Hoàng', 5],
  ['Huỳnh', 5],
  ['Phan', 4],
  ['Vũ', 4],
  ['Võ', 4],
  ['Đặng', 2],
  ['Bùi', 2],
  ['Đỗ', 2],
  ['Hồ', 2],
  ['Ngô', 2],
  ['Dương', 1],
  ['Lý', 1],
  ['Trương', 1],
  ['Đinh', 1],
];

export const MIDDLE_NAMES = {
  male: ['Văn', 'Hữu', 'Đức', 'Minh', 'Quốc', 'Thành', 'Công', 'Gia', 'Hoàng', 'Tuấn', 'Xuân'],
  female: ['Thị', 'Ngọc', 'Thu', 'Thanh', 'Mỹ', 'Kim', 'Phương', 'Bảo', 'Khánh', 'Hồng', 'Diệu'],
} as const;

export const GIVEN_NAMES = {
  male: [
    'An', 'Bình', 'Cường', 'Dũng', 'Đạt', 'Hải', 'Hiếu', 'Hùng', 'Huy', 'Khoa', 'Khang', 'Long', 'Lộc',
    'Minh', 'Nam', 'Nghĩa', 'Phát', 'Phúc', 'Quân', 'Sơn', 'Tài', 'Thắng', 'Thịnh', 'Trí', 'Trung', 'Tuấn',
    'Việt', 'Vinh',
  ],
  female: [
    'Anh', 'Châu', 'Chi', 'Dung', 'Giang', 'Hà', 'Hạnh', 'Hằng', 'Hương', 'Lan', 'Linh', 'Loan', 'Mai', 'My',
    'Ngân', 'Nhung', 'Oanh', 'Phương', 'Quyên', 'Thảo', 'Trang', 'Trâm', 'Tuyết', 'Uyên', 'Vân', 'Vy', 'Yến',
  ],
} as const;

/** Mobile prefixes in use (Viettel, Vinaphone, Mobifone, …). */
export const PHONE_PREFIXES = [
  '032', '033', '034', '035', '036', '037', '038', '039', '070', '076', '077', '078', '079', '081', '082', '083',
  '084', '085', '086', '088', '089', '090', '091', '093', '094', '096', '097', '098',
] as const;

export const EMAIL_DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com', 'tuoitre.com.vn'] as const;

export const STREETS = [
  'Nguyễn Văn Linh', 'Lê Văn Lương', 'Huỳnh Tấn Phát', 'Trần Hưng Đạo', 'Lê Lợi', 'Nguyễn Huệ', 'Hai Bà Trưng',
  'Điện Biên Phủ', 'Cách Mạng Tháng Tám', 'Võ Văn Kiệt', 'Phạm Văn Đồng', 'Nguyễn Trãi', 'Lý Thường Kiệt',
  'Quang Trung', 'Lê Duẩn', 'Trần Phú', 'Hùng Vương', 'Nguyễn Thị Minh Khai', 'Võ Thị Sáu', 'Phan Đình Phùng',
  'Nguyễn Văn Cừ', 'Lạc Long Quân', 'Âu Cơ', 'Tô Hiến Thành', 'Bạch Đằng', 'Nguyễn Tất Thành', 'Lê Thánh Tông',
  'Trường Chinh', 'Kim Mã', 'Giải Phóng', 'Nguyễn Chí Thanh', 'Hoàng Quốc Việt', 'Xuân Thủy', 'Cầu Giấy',
  'Phan Chu Trinh', 'Nguyễn Du', 'Bà Triệu', 'Tôn Đức Thắng', 'Nguyễn Hữu Thọ', 'Lê Hồng Phong',
] as const;

export const LANDMARKS = [
  'chợ', 'trường học', 'bệnh viện', 'công viên', 'siêu thị', 'khu công nghiệp', 'bến xe', 'trường đại học',
] as const;

export const COMMENTS_BY_CATEGORY: Readonly<Record<string, readonly string[]>> = {
  'bat-dong-san': [
    'Nhà còn không anh/chị? Cuối tuần em qua xem được không ạ?',
    'Sổ hồng riêng chưa ạ? Có hỗ trợ vay ngân hàng không?',
    'Giá còn thương lượng được không chủ nhà?',
    'Hẻm trước nhà rộng bao nhiêu mét vậy ạ?',
    'Khu này mùa mưa có ngập không anh?',
  ],
  'viec-lam': [
    'Công việc này có yêu cầu kinh nghiệm không ạ?',
    'Em là sinh viên làm part-time được không ạ?',
    'Lương có trả theo tuần không anh/chị?',
    'Cho em xin địa chỉ để nộp hồ sơ trực tiếp ạ.',
  ],
  'xe-co': [
    'Xe còn không bạn? Đã đi bao nhiêu km rồi?',
    'Giấy tờ đầy đủ, sang tên được ngay không ạ?',
    'Xe có bị ngập nước hay đâm đụng gì không?',
    'Bớt chút đỉnh được không bạn, mình lấy liền.',
  ],
  'hoc-tap': [
    'Lớp học vào buổi tối được không ạ?',
    'Cho mình xin học phí cụ thể một tháng với ạ.',
    'Bé nhà em lớp 5, học được không thầy/cô?',
    'Có học thử buổi đầu không ạ?',
  ],
  'san-pham-dich-vu': [
    'Còn hàng không shop?',
    'Có bảo hành không bạn? Ship về quận khác được không?',
    'Giá này đã bao gồm phí lắp đặt chưa ạ?',
    'Máy còn bảo hành hãng không bạn?',
  ],
  khac: ['Còn không bạn ơi?', 'Cho mình xin thêm hình với.', 'Mình ở gần, qua xem trực tiếp được không?'],
  'nhu-yeu-pham': [
    'Cảm ơn anh/chị đã chia sẻ, em xin một phần được không ạ?',
    'Còn hàng không ạ? Giao tận nơi được không?',
    'Quý quá, mình gửi thêm đồ góp cùng được không?',
  ],
};

export const OWNER_REPLIES = [
  'Dạ còn ạ, anh/chị gọi trực tiếp số trong tin để em tư vấn nhé.',
  'Dạ có ạ, mình nhắn Zalo số điện thoại trong tin giúp em.',
  'Giá có thương lượng nhẹ khi xem trực tiếp ạ.',
  'Cảm ơn bạn đã quan tâm, mình đã gọi lại cho bạn rồi nhé.',
] as const;

export const CALLBACK_NOTES = [
  'Gọi giúp tôi sau 18 giờ.',
  'Tôi muốn hỏi thêm về giá và giấy tờ.',
  'Liên hệ qua Zalo giúp mình.',
  null,
] as const;
