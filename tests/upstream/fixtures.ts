/** Wire bodies that satisfy src/lib/contract, for the fake upstream. */

export const category = { id: 1, slug: 'nha-dat', name: 'Nhà đất' };

export const article = {
  id: 101,
  title: 'Bán nhà mặt tiền Quận 1',
  object_slug: 'ban-nha-mat-tien-quan-1',
  object_date: 1_767_225_600,
  description: 'Nhà 4 tầng, sổ hồng chính chủ.',
  terms: [category],
  thumb: { path: '/media/2026/01/nha.jpg' },
  location: { stage: 'TP. Hồ Chí Minh' },
  posting_form: 'Chính chủ',
  add_ons: null,
  is_video: false,
  state: 'active',
  verified: true,
  contact_info: { contact_name: 'Anh Minh' },
  user: { id: 7, full_name: 'Nguyễn Văn Minh' },
  post_type: 2,
  price: 12_500_000_000,
  price_unit: 1,
  price_info: { value: '12,5', unit: 'tỷ' },
  transaction_type: 1,
  show_type: { information_product: { dien_tich: 80, so_phong_ngu: 4, so_phong_ve_sinh: 3 } },
};

export const articlePage = { status: 200, data: { data: [article], page: 1, num: 10, has_more: false } };

export const newsItem = {
  id: 3,
  title: 'Giá nhà tháng 1',
  summary: 'Tóm tắt',
  image: null,
  link: 'https://tuoitre.vn/x.htm',
  published_at: 1_767_225_600,
};

export const pointPack = { id: 1, name: 'Gói 100', price: 100_000, point: 100, point_bonus: 10, day_number: 30 };

export const servicePackage = {
  id: 1,
  uuid: '4c1f7a52-1111-4a5a-9d1e-2a0c1d2e3f40',
  name: 'VIP',
  post_type: 2,
  tto_page: { tto_home: true, tto_detail: false },
  discount: 0,
  add_ons: { add_ons: false, add_ons_price: 0 },
  day_number: 7,
  is_auto: false,
  status: 1,
  post_quota: 10,
  price: 50,
  price_vnd: 50_000,
};

const priceItem = {
  id: 1,
  other_id: null,
  name: 'Tin thường',
  label: null,
  price: 0,
  option: null,
  start_time: null,
  end_time: null,
  meta: { resource: null },
};

export const priceList = {
  status: 200,
  data: {
    'rao-vat': [priceItem],
    'add-on': [{ ...priceItem, id: 2, label: 'Nhãn HOT' }],
    'tto-display': [],
    media: [],
    other: [],
    'day-tin-rao-vat': [],
  },
};

export const provinces = {
  '79': {
    name: 'Hồ Chí Minh',
    slug: 'ho-chi-minh',
    type: 'thanh-pho',
    name_with_type: 'Thành phố Hồ Chí Minh',
    code: '79',
  },
};

export const districts = {
  '760': {
    name: '1',
    slug: '1',
    type: 'quan',
    name_with_type: 'Quận 1',
    path: '1, Hồ Chí Minh',
    path_with_type: 'Quận 1, Thành phố Hồ Chí Minh',
    code: '760',
    parent_code: '79',
  },
};
