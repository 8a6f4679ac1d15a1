/**
 * Việc làm (hiring and job seeking) and Học tập (tutors, courses, second-hand books).
 */
import { dong, negotiable, noPrice, plainContent, priced, type PlainTemplates } from './content';

/** [role, lowest salary, highest salary] in triệu per month. */
const ROLES: ReadonlyArray<readonly [string, number, number]> = [
  ['nhân viên bán hàng', 7, 12],
  ['nhân viên phục vụ', 6, 9],
  ['tài xế giao hàng', 9, 16],
  ['kế toán tổng hợp', 10, 18],
  ['nhân viên kinh doanh bất động sản', 8, 30],
  ['thợ điện lạnh', 10, 17],
  ['bảo vệ', 7, 10],
  ['nhân viên chăm sóc khách hàng', 8, 12],
  ['lễ tân khách sạn', 7, 11],
  ['đầu bếp', 10, 20],
  ['giáo viên mầm non', 7, 11],
  ['nhân viên kho', 7, 11],
  ['thợ may', 8, 14],
  ['lập trình viên web', 15, 35],
];
const JOB_SUFFIXES = ['ca xoay', 'làm việc tại {d}', 'không cần kinh nghiệm', 'đi làm ngay', 'bao ăn ở', 'thu nhập {a}-{b} triệu'];
const JOB_PERKS = [
  'Đóng BHXH, BHYT đầy đủ',
  'Thưởng lễ Tết, tháng lương 13',
  'Được đào tạo khi mới vào làm',
  'Môi trường trẻ, năng động',
  'Phụ cấp cơm trưa và gửi xe',
  'Làm việc 8 tiếng/ngày, nghỉ chủ nhật',
] as const;

const jobTemplates: PlainTemplates = [
  [
    (ctx) => {
      const { rng, place } = ctx;
      const [role, low, high] = rng.pick(ROLES);
      const suffix = rng
        .pick(JOB_SUFFIXES)
        .replace('{d}', place.districtShort)
        .replace('{a}', String(low))
        .replace('{b}', String(high));
      return {
        title: `Tuyển ${role} ${suffix}`,
        form: 'Tuyển dụng',
        intro: `Cần tuyển gấp ${rng.int(1, 10)} ${role} làm việc tại ${place.districtName}, ${place.provinceName}.`,
        price: rng.chance(0.55) ? priced(rng.float(low, high, rng.chance(0.3) ? 1 : 0), 2) : negotiable,
        bullets: [`Mức lương: ${low} - ${high} triệu/tháng`, ...rng.sample(JOB_PERKS, 3)],
        label: 'Mới',
      };
    },
    75,
  ],
  [
    (ctx) => {
      const { rng } = ctx;
      const [role] = rng.pick(ROLES);
      const title = rng.pick([
        `Tìm việc ${role} bán thời gian`,
        'Sinh viên năm 3 tìm việc làm thêm buổi tối',
        'Cần tìm việc lái xe, có bằng B2',
        `Tìm việc ${role}, 3 năm kinh nghiệm`,
      ]);
      return {
        title,
        form: 'Tìm việc',
        intro: 'Tôi chăm chỉ, trung thực, có thể đi làm ngay. Mong được các anh chị chủ doanh nghiệp liên hệ.',
        price: rng.chance(0.5) ? noPrice : negotiable,
        bullets: ['Có xe máy đi lại', 'Sức khỏe tốt', 'Có thể làm ca tối và cuối tuần'],
        label: 'Mới',
      };
    },
    25,
  ],
];

const SUBJECTS = ['Toán', 'Tiếng Anh', 'Ngữ văn', 'Vật lý', 'Hóa học'] as const;
const STUDY_PERKS = [
  'Giáo viên có kinh nghiệm, tận tâm',
  'Học thử buổi đầu miễn phí',
  'Lớp nhỏ tối đa 8 học viên',
  'Cam kết đầu ra, học lại miễn phí',
  'Tài liệu được cung cấp đầy đủ',
] as const;

const studyTemplates: PlainTemplates = [
  [
    (ctx) => {
      const { rng } = ctx;
      const subject = rng.pick(SUBJECTS);
      const grade = rng.int(1, 12);
      return {
        title: `Gia sư ${subject} lớp ${grade} tại nhà`,
        form: 'Dịch vụ',
        intro: `Nhận dạy kèm ${subject} lớp ${grade} tại nhà, bám sát chương trình trên lớp, lấy lại căn bản.`,
        price: priced(dong(rng, 150_000, 350_000, 10_000), 1),
        bullets: rng.sample(STUDY_PERKS, 3),
        label: 'Giá tốt',
      };
    },
    35,
  ],
  [
    (ctx) => {
      const { rng, place } = ctx;
      const course = rng.pick([
        `Luyện thi IELTS ${rng.pick(['5.5', '6.5', '7.0'])}+ cấp tốc`,
        `Lớp tiếng Nhật N${rng.int(2, 5)} buổi tối`,
        `Dạy đàn ${rng.pick(['piano', 'guitar', 'organ', 'violin'])} cho bé và người lớn`,
        'Lớp vẽ thiếu nhi cuối tuần',
        'Khóa học tin học văn phòng cấp tốc',
      ]);
      return {
        title: `${course} tại ${place.districtShort}`,
        form: 'Dịch vụ',
        intro: `Khai giảng khóa mới hằng tháng tại ${place.districtName}, học phí trọn khóa, xếp lớp theo trình độ.`,
        price: rng.chance(0.7) ? priced(dong(rng, 1_500_000, 12_000_000, 500_000), 1) : negotiable,
        bullets: rng.sample(STUDY_PERKS, 3),
        label: 'Mới',
      };
    },
    35,
  ],
  [
    (ctx) => {
      const { rng } = ctx;
      const grade = rng.int(1, 12);
      return {
        title: `Thanh lý sách giáo khoa lớp ${grade} còn mới`,
        form: 'Cần bán',
        intro: `Thanh lý trọn bộ sách giáo khoa và sách bài tập lớp ${grade}, còn mới 90%, không ghi chép.`,
        price: priced(dong(rng, 80_000, 350_000, 10_000), 1),
        bullets: ['Giao sách tận nơi trong nội thành', 'Tặng kèm vở và bút'],
        label: 'Giá tốt',
      };
    },
    15,
  ],
  [
    (ctx) => {
      const { rng } = ctx;
      const subject = rng.pick(SUBJECTS);
      return {
        title: `Cần tìm gia sư ${subject} lớp ${rng.int(1, 12)}`,
        form: 'Cần tìm',
        intro: `Gia đình cần tìm gia sư ${subject} dạy 3 buổi mỗi tuần, ưu tiên sinh viên sư phạm hoặc giáo viên.`,
        price: negotiable,
        bullets: ['Dạy buổi tối từ 19 giờ', 'Học phí trao đổi trực tiếp'],
        label: 'Mới',
      };
    },
    15,
  ],
];

export const jobContent = plainContent(jobTemplates, 'Địa điểm');
export const studyContent = plainContent(studyTemplates, 'Địa điểm');
