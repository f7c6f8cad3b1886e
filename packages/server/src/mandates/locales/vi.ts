import type { MandateTexts } from '../mandate-texts.js';

/** Vietnamese. */
export const VI: MandateTexts = {
  title: 'Ủy quyền ghi nợ trực tiếp',
  badge: 'Chế độ thử nghiệm',
  creditor: 'Bên nhận tiền',
  merchant: 'Người bán',
  reference: 'Mã tham chiếu ủy quyền',
  type: 'Loại',
  recurring: 'Định kỳ',
  oneOff: 'Một lần',
  status: 'Trạng thái',
  holder: 'Chủ tài khoản',
  account: 'Tài khoản',
  accepted: 'Chấp nhận lúc',
  firstCollection: 'Lần thu đầu tiên',
  online: 'trực tuyến',
  offline: 'ngoại tuyến',
  theMerchant: 'người bán',
  routing: 'Số định tuyến {number}',
  institution: 'Tổ chức {institution}, chi nhánh {transit}',
  sortCode: 'Sort code {code}',
  statuses: { active: 'Đang hiệu lực', inactive: 'Không hiệu lực', pending: 'Đang chờ' },
  notes: {
    sepa: 'Bạn đã ủy quyền cho {merchant} gửi chỉ thị đến ngân hàng của bạn để ghi nợ tài khoản này, và cho ngân hàng của bạn ghi nợ theo chỉ thị đó. Bạn có quyền được ngân hàng hoàn tiền theo các điều khoản trong thỏa thuận với ngân hàng, nếu yêu cầu trong vòng 8 tuần kể từ ngày tài khoản bị ghi nợ.',
    becs: 'Bạn đã đồng ý với Yêu cầu ghi nợ trực tiếp (Direct Debit Request) này và thỏa thuận dịch vụ đi kèm, đồng thời ủy quyền cho Payframe, nhà cung cấp dịch vụ thanh toán của người bán, ghi nợ tài khoản này qua Bulk Electronic Clearing System (BECS) thay mặt {merchant} (“Người bán”) đối với các khoản mà Người bán thông báo riêng cho bạn. Bạn xác nhận mình là chủ tài khoản hoặc người ký được ủy quyền.',
    ach: 'Bạn đã ủy quyền cho {merchant} và Payframe, nhà cung cấp dịch vụ thanh toán của họ, ghi nợ tài khoản này qua mạng ACH cho khoản thanh toán bạn đã xác nhận và, nếu bạn đã lưu tài khoản, cho các khoản thanh toán sau này theo điều khoản của người bán, cũng như ghi có để sửa một khoản ghi nợ sai. Bạn có thể thu hồi ủy quyền này bằng cách báo trước cho người bán 30 ngày.',
    pad: 'Bạn đã đồng ý với Thỏa thuận ghi nợ được ủy quyền trước (PAD) này và ủy quyền cho {merchant} và Payframe, nhà cung cấp dịch vụ thanh toán của họ, ghi nợ tài khoản này qua Automated Clearing Settlement System (ACSS) như đã thỏa thuận. Bạn có một số quyền khiếu nại nếu một khoản ghi nợ không đúng với thỏa thuận này. Bạn có thể hủy thỏa thuận bất cứ lúc nào bằng cách liên hệ với người bán.',
    bacs: 'Bạn đã chỉ thị ngân hàng hoặc hiệp hội tín dụng nhà ở của mình thanh toán từ tài khoản này các khoản ghi nợ trực tiếp do {merchant} (qua Payframe) yêu cầu, với sự bảo vệ của Direct Debit Guarantee: bạn được báo trước mọi thay đổi về số tiền, ngày hoặc tần suất; nếu có sai sót trong thanh toán, bạn được ngân hàng hoặc hiệp hội hoàn tiền đầy đủ ngay lập tức; và bạn có thể hủy ghi nợ trực tiếp bất cứ lúc nào bằng cách liên hệ ngân hàng hoặc hiệp hội của mình.',
  },
};
