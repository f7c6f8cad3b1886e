import type { VerifyCatalogue } from './en.js';

export const VERIFY_KO: VerifyCatalogue = {
  'captcha.title': '사람인지 확인해 주세요',
  'captcha.explain': '이 결제를 보호하기 위해 카드에 청구하기 전에 간단한 확인이 필요합니다.',
  'captcha.checkbox': '로봇이 아닙니다',
  'captcha.working': '확인 중… {percent}%',
  'captcha.done': '확인 완료',
  'captcha.failed': '확인을 완료할 수 없습니다. 다시 시도하세요.',
  'cardImage.title': '카드 확인',
  'cardImage.explain': '이 결제를 보호하기 위해 카드에 인쇄된 마지막 4자리를 입력하세요.',
  'cardImage.label': '카드 번호 마지막 4자리',
  'cardImage.verify': '확인',
  'cardImage.cancel': '결제 취소',
  'cardImage.upload': '또는 카드 사진 보내기(테스트 모드)',
  'cardImage.wrong': '입력한 숫자가 카드와 일치하지 않습니다. 확인 후 다시 시도하세요.',
  'cardImage.incomplete': '숫자 4자리를 입력하세요.',
};
