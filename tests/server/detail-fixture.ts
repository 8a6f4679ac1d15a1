/**
 * A post-detail answer as the content host sends it (docs/upstream-contract.md "Content host:
 * post-detail"), for the DTO and client tests.
 */
import { Schema } from 'effect';
import { PostDetailResponse } from '../../src/lib/contract/content';

export const postDetailBody = {
  status: 200,
  data: {
    id: 42,
    title: 'Bán nhà phố Quận 7 sổ hồng riêng',
    object_slug: 'ban-nha-pho-quan-7-so-hong-rieng',
    object_date: 1_790_000_000,
    description: '<p>Nhà <strong>đẹp</strong><script>alert(1)</script></p><img src=x onerror=alert(1)>',
    terms: [{ id: 1, slug: 'bat-dong-san', name: 'Bất động sản' }],
    thumb: { path: 'seed/listing/a.jpg' },
    location: {
      stage: 'Quận 7, Hồ Chí Minh',
      street: 'Đường Huỳnh Tấn Phát',
      province: { code: '79', name: 'Thành phố Hồ Chí Minh' },
      district: { code: '778', name: 'Quận 7' },
      ward: { code: '27466', name: 'Phường Tân Thuận Đông' },
      lat: 10.74,
      lng: 106.72,
    },
    posting_form: 'Cần bán',
    add_ons: { label: { name: 'Chính chủ', path: null } },
    is_video: true,
    state: 'active',
    verified: true,
    contact_info: { contact_name: 'Chị Bình' },
    user: { id: 9, full_name: 'Trần Thị Bình' },
    post_type: 2,
    price: 3.5,
    price_unit: 3,
    price_info: { value: '3,5', unit: 'tỷ' },
    transaction_type: 1,
    show_type: { information_product: { dien_tich: 70, so_phong_ngu: 3, so_phong_ve_sinh: 2 } },
    listing_type: 2,
    status: 20,
    ends_at: 1_791_000_000,
    view_count: 12,
    media: {
      images: [
        { id: 1, path: 'seed/listing/a.jpg', mime_type: 'image/jpeg', width: 1200, height: 900, bytes: 1000, name: 'a.jpg' },
        { id: 2, path: 'seed/listing/b.jpg', mime_type: 'image/jpeg', width: 1200, height: 900, bytes: 1000, name: 'b.jpg' },
      ],
      videos: [{ id: 3, path: 'seed/video/sample-1.webm', mime_type: 'video/webm', width: 640, height: 360, bytes: 81_705, name: null }],
      documents: [{ id: 4, path: 'docs/so-hong.pdf', mime_type: 'application/pdf', width: null, height: null, bytes: 2_621_440, name: 'so-hong.pdf' }],
      panoramas: [{ id: 5, path: 'seed/panorama/panorama-1.jpg', mime_type: 'image/jpeg', width: 4096, height: 2048, bytes: 1000, name: null }],
    },
    seller: { id: 9, full_name: 'Trần Thị Bình', avatar: null, member_since: 1_700_000_000, active_listings: 4 },
    breadcrumbs: [
      { kind: 'category', key: 'bat-dong-san', name: 'Bất động sản' },
      { kind: 'province', key: '79', name: 'Thành phố Hồ Chí Minh' },
      { kind: 'ward', key: '27478', name: 'Phường Tân Thuận' },
    ],
  },
} as const;

export const postDetail = () => Schema.decodeUnknownSync(PostDetailResponse)(postDetailBody).data;
