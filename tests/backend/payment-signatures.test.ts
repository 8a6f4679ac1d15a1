import { describe, expect, test } from 'vitest';
import {
  MOMO_CREATE_FIELDS,
  MOMO_CREATE_RESPONSE_FIELDS,
  MOMO_RESULT_FIELDS,
  momoSign,
  momoSigningString,
  momoVerify,
  napasSign,
  napasVerify,
  plainOrderInfo,
  parseVnpayDate,
  vnpayDate,
  vnpaySign,
  vnpaySigningString,
  vnpayVerify,
} from '../../src/backend/payments/signatures';

// lehuygiang28/vnpay test fixtures (shared/reference/payments.md §1.7), secret `test_secret`.
const publishedReturn = {
  vnp_Amount: '1000000',
  vnp_BankCode: 'NCB',
  vnp_BankTranNo: 'VNP14422574',
  vnp_CardType: 'ATM',
  vnp_OrderInfo: 'Thanh toan don hang 2024-05-21T02:17:31.249Z',
  vnp_PayDate: '20240521091806',
  vnp_ResponseCode: '00',
  vnp_TmnCode: 'TEST_TMN_CODE',
  vnp_TransactionNo: '14422574',
  vnp_TransactionStatus: '00',
  vnp_TxnRef: '1716257871703',
};

describe('VnPay HMAC-SHA512', () => {
  test('the published return vector: signing string and hash', () => {
    expect(vnpaySigningString(publishedReturn)).toBe(
      'vnp_Amount=1000000&vnp_BankCode=NCB&vnp_BankTranNo=VNP14422574&vnp_CardType=ATM&vnp_OrderInfo=Thanh+toan+don+hang+2024-05-21T02%3A17%3A31.249Z&vnp_PayDate=20240521091806&vnp_ResponseCode=00&vnp_TmnCode=TEST_TMN_CODE&vnp_TransactionNo=14422574&vnp_TransactionStatus=00&vnp_TxnRef=1716257871703',
    );
    expect(vnpaySign(publishedReturn, 'test_secret')).toBe(
      '649982421beb422556a1374713c74e58e716ecbd05007c0c0e1f7effdfaf361dbf146889ca446139afe11b9954c4d5c486e99e3b86fcfab6957f29eb0be72895',
    );
    expect(vnpaySign({ ...publishedReturn, vnp_ResponseCode: '99' }, 'test_secret')).toBe(
      '503194f6d93b57b357b2d1d09742565e67e86d771352c5dca4fc8d39df3d392c6b3809add9405f97cfb9631f445e36c80656cfbf47eac67d97fa165865c13e1b',
    );
  });

  test('verification ignores the hash fields and empty values, is case-insensitive, and refuses tampering', () => {
    const hash = vnpaySign(publishedReturn, 'test_secret');
    expect(vnpayVerify({ ...publishedReturn, vnp_SecureHash: hash.toUpperCase(), vnp_SecureHashType: 'HmacSHA512', vnp_Bill_Email: '' }, 'test_secret')).toBe(true);
    expect(vnpayVerify({ ...publishedReturn, vnp_Amount: '2000000', vnp_SecureHash: hash }, 'test_secret')).toBe(false);
    expect(vnpayVerify({ ...publishedReturn, vnp_SecureHash: hash }, 'other_secret')).toBe(false);
    expect(vnpayVerify(publishedReturn, 'test_secret')).toBe(false);
  });

  test('dates are GMT+7 whatever the server zone', () => {
    expect(vnpayDate(new Date('2021-01-01T00:00:00Z'))).toBe('20210101070000');
    expect(parseVnpayDate('20210101070000')?.toISOString()).toBe('2021-01-01T00:00:00.000Z');
  });
});

describe('MoMo HMAC-SHA256 (reference §2.7 vectors)', () => {
  const accessKey = 'TESTACCESSKEY01';
  const secretKey = 'test_momo_secret_key_0123456789ab';
  const create = {
    amount: 50000,
    extraData: '',
    ipnUrl: 'https://rao.example.vn/api/payment/ipnMoMo',
    orderId: 'RV22-1700000000000',
    orderInfo: 'Mua 50 diem',
    partnerCode: 'TESTPARTNER',
    redirectUrl: 'https://rao.example.vn/payment/kq-thanh-toan-mm-s1',
    requestId: 'RV22-1700000000000',
    requestType: 'captureWallet',
  };
  test('create request, with plain and Vietnamese order info', () => {
    expect(momoSign(MOMO_CREATE_FIELDS, create, accessKey, secretKey)).toBe('6320d4f352e6aa51c9da15845a7efb2d6268546c037e2961bc25d336b369707a');
    expect(momoSign(MOMO_CREATE_FIELDS, { ...create, orderInfo: 'Mua 50 điểm' }, accessKey, secretKey)).toBe('223c8b9d12e3c0a1c1635ae26fbf95d14b2d61628ad4a7b227431ea7fcaf0609');
  });
  test('create response', () => {
    const response = { amount: 50000, orderId: 'RV22-1700000000000', partnerCode: 'TESTPARTNER', payUrl: 'https://sandbox.local/momo/pay?t=abc', requestId: 'RV22-1700000000000', responseTime: 1700000001000, resultCode: 0 };
    expect(momoSign(MOMO_CREATE_RESPONSE_FIELDS, response, accessKey, secretKey)).toBe('da5e91d18c7f802662b70102ff88840d1e981039e36375541337644ac8b3e0d8');
  });
  test('IPN success and user denied; verification refuses a changed amount', () => {
    const ipn = { amount: 50000, extraData: '', message: 'Successful.', orderId: 'RV22-1700000000000', orderInfo: 'Mua 50 diem', orderType: 'momo_wallet', partnerCode: 'TESTPARTNER', payType: 'qr', requestId: 'RV22-1700000000000', responseTime: 1700000060000, resultCode: 0, transId: 4088878653 };
    const signature = momoSign(MOMO_RESULT_FIELDS, ipn, accessKey, secretKey);
    expect(signature).toBe('f9a5dca55e6a71e75c3fe705661fb88ed814715fd9957f94afea6acf9a26d77c');
    expect(momoSign(MOMO_RESULT_FIELDS, { ...ipn, message: 'Transaction denied by user.', resultCode: 1006 }, accessKey, secretKey)).toBe('7569d6d903fce6010d931a7487bdeb3c9ec54d4a9ba90c3728c307852eff84d5');
    expect(momoVerify(MOMO_RESULT_FIELDS, { ...ipn, signature }, accessKey, secretKey)).toBe(true);
    expect(momoVerify(MOMO_RESULT_FIELDS, { ...ipn, amount: 5000, signature }, accessKey, secretKey)).toBe(false);
    expect(momoSigningString(['a', 'b'], { a: 1 })).toBe('a=1&b=');
  });
});

describe('Napas (reference §3.6 vectors)', () => {
  const secret = '0123456789ABCDEF0123456789ABCDEF';
  const request = {
    vpc_AccessCode: 'TESTACCESS',
    vpc_Amount: '10000000',
    vpc_BackURL: 'https://rao.example.vn/user/buy-point',
    vpc_CardType: '',
    vpc_Command: 'pay',
    vpc_CurrencyCode: 'VND',
    vpc_Locale: 'vn',
    vpc_MerchTxnRef: 'RV22-0001',
    vpc_Merchant: 'TESTMERCHANT',
    vpc_OrderInfo: 'DH0001',
    vpc_PaymentGateway: 'ATM',
    vpc_ReturnURL: 'https://rao.example.vn/payment/kq-thanh-toan-np-s1',
    vpc_TicketNo: '127.0.0.1',
    vpc_Version: '2.0',
  };
  test('request: legacy MD5 and the OnePay-style HMAC-SHA256 variant', () => {
    expect(napasSign(request, secret)).toBe('A5A941E54BDC60A295DC378C1EB0D69B');
    expect(napasSign(request, secret, 'hmac-sha256')).toBe('3DC3C71B5BE417458C9A31CCAAA54027B7181CEB50E9F24A42196118282119CE');
  });
  test('response: legacy MD5, verified and tamper-refused', () => {
    const response = {
      vpc_AcqResponseCode: '00',
      vpc_AdditionalData: '',
      vpc_Amount: '10000000',
      vpc_BatchNo: '20240101',
      vpc_CardType: 'SML',
      vpc_Command: 'pay',
      vpc_CurrencyCode: 'VND',
      vpc_Locale: 'vn',
      vpc_Message: 'Approved',
      vpc_MerchTxnRef: 'RV22-0001',
      vpc_Merchant: 'TESTMERCHANT',
      vpc_OrderInfo: 'DH0001',
      vpc_ResponseCode: '0',
      vpc_TransactionNo: '123456',
      vpc_Version: '2.0',
    };
    const hash = napasSign(response, secret);
    expect(hash).toBe('A50991FCBBDA2705F1EFD390742C8DE5');
    expect(napasVerify({ ...response, vpc_SecureHash: hash.toLowerCase() }, secret)).toBe(true);
    expect(napasVerify({ ...response, vpc_ResponseCode: '7', vpc_SecureHash: hash }, secret)).toBe(false);
  });
});

test('order info loses diacritics and special characters before signing', () => {
  expect(plainOrderInfo('Mua Gói 105 điểm & quà!')).toBe('Mua Goi 105 diem qua');
});
