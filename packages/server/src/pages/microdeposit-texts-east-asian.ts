import type { MicrodepositTexts } from './microdeposit-texts.js';

/** Korean. */
export const KO: MicrodepositTexts = {
  badge: '테스트 모드',
  title: '은행 계좌 인증',
  intro: '{account}(으)로 소액을 입금했습니다. 완료하려면 은행 거래 내역에 표시된 내용을 입력하세요.',
  codeHelp: '입금 내역의 적요에서 SM으로 시작하는 6자리 코드를 찾으세요.',
  amountsHelp: '입금된 두 금액을 센트 단위로 입력하세요.',
  code: '코드',
  amount1: '첫 번째 금액(센트)',
  amount2: '두 번째 금액(센트)',
  verify: '인증',
  verified: '은행 계좌가 인증되었습니다. 감사합니다.',
  locked:
    '시도 횟수를 초과했거나 기한이 지나 이 은행 계좌는 더 이상 인증할 수 없습니다. 다른 방법으로 결제하세요.',
  void: '이 인증은 더 이상 필요하지 않습니다.',
  wrongCode: '보내 드린 코드와 일치하지 않습니다.',
  wrongAmounts: '보내 드린 금액과 일치하지 않습니다.',
  remaining: '남은 시도 횟수: {n}회',
  invalid: '모든 항목을 입력하세요.',
  arrival: '입금 예정일',
  testCode: '테스트 모드: 실제 돈은 이동하지 않습니다. 코드는 SM11AA입니다.',
  testAmounts: '테스트 모드: 실제 돈은 이동하지 않습니다. 금액은 32와 45입니다.',
};

/** Simplified Chinese. */
export const ZH: MicrodepositTexts = {
  badge: '测试模式',
  title: '验证您的银行账户',
  intro: '我们已向 {account} 存入一笔小额款项。请输入您在银行对账单上看到的内容以完成验证。',
  codeHelp: '请在这笔存款的附言中找到以 SM 开头的 6 位代码。',
  amountsHelp: '请以分为单位输入两笔存款的金额。',
  code: '代码',
  amount1: '第一笔金额（分）',
  amount2: '第二笔金额（分）',
  verify: '验证',
  verified: '您的银行账户已通过验证。谢谢。',
  locked: '此银行账户已无法验证：尝试次数过多或已超过期限。请使用其他方式付款。',
  void: '已无需进行此验证。',
  wrongCode: '该代码与我们发送的代码不符。',
  wrongAmounts: '这些金额与我们存入的金额不符。',
  remaining: '剩余尝试次数：{n}。',
  invalid: '请填写所有字段。',
  arrival: '预计到账',
  testCode: '测试模式：不会产生真实资金往来。代码为 SM11AA。',
  testAmounts: '测试模式：不会产生真实资金往来。金额为 32 和 45。',
};

/** Traditional Chinese (Taiwan); Hong Kong reads it too. */
export const ZH_TW: MicrodepositTexts = {
  badge: '測試模式',
  title: '驗證您的銀行帳戶',
  intro: '我們已向 {account} 存入一筆小額款項。請輸入您在銀行對帳單上看到的內容以完成驗證。',
  codeHelp: '請在這筆存款的附言中找到以 SM 開頭的 6 碼代碼。',
  amountsHelp: '請以分為單位輸入兩筆存款的金額。',
  code: '代碼',
  amount1: '第一筆金額（分）',
  amount2: '第二筆金額（分）',
  verify: '驗證',
  verified: '您的銀行帳戶已通過驗證。謝謝。',
  locked: '此銀行帳戶已無法驗證：嘗試次數過多或已超過期限。請使用其他方式付款。',
  void: '已不需要進行此驗證。',
  wrongCode: '此代碼與我們傳送的代碼不符。',
  wrongAmounts: '這些金額與我們存入的金額不符。',
  remaining: '剩餘嘗試次數：{n}。',
  invalid: '請填寫所有欄位。',
  arrival: '預計入帳',
  testCode: '測試模式：不會有實際金流。代碼為 SM11AA。',
  testAmounts: '測試模式：不會有實際金流。金額為 32 和 45。',
};
