import { MINIGAME_MESSAGES } from '~/lib/minigame';
import { predictionMachine } from '../predictionMachine';
import { defineMachineEntry } from './types';

export const predictionEntry = defineMachineEntry({
  id: 'prediction',
  title: 'Dự đoán tỉ số một trận đấu',
  description:
    'Trên trang /minigame/du-doan-ty-so, mỗi trận sắp diễn ra cho thành viên nhập tỉ số (0–20 mỗi đội) và sửa đến trước giờ bóng lăn. Tỉ số sai định dạng hoặc trùng dự đoán cũ bị từ chối ngay; máy chủ từ chối dự đoán trễ thì thẻ trận bị khoá. Sau giờ bóng lăn thẻ trận khoá dự đoán; khi kiểm duyệt viên nhập kết quả, dự đoán được chấm điểm.',
  machine: predictionMachine,
  states: {
    deciding: { description: 'Chọn trạng thái ban đầu theo giờ bóng lăn và kết quả của trận.' },
    open: { description: 'Trận đang nhận dự đoán.' },
    'open.editing': { description: 'Thành viên nhập hoặc sửa tỉ số rồi bấm "Gửi dự đoán" / "Cập nhật dự đoán".', ui: { selector: 'li[data-status="upcoming"]' } },
    'open.saving': { description: 'Đang lưu dự đoán, nút gửi hiện "Đang gửi…".', ui: { text: 'Đang gửi…' } },
    locked: { description: 'Đã qua giờ bóng lăn: dự đoán bị khoá, chờ kết quả.', ui: { text: 'Đã khoá dự đoán · chờ kết quả' } },
    finished: { description: 'Trận đã có kết quả; dự đoán được chấm điểm và điểm thưởng đã vào ví khuyến mãi.', ui: { text: 'Đã có kết quả' } },
  },
  eventCases: {
    'prediction.submit': [
      { type: 'prediction.submit', home: 2, away: 1 },
      { type: 'prediction.submit', home: 25, away: 1 },
    ],
    'xstate.done.actor.savePrediction': [{ type: 'xstate.done.actor.savePrediction', output: { created: true, saved: { home: 2, away: 1 } } }],
    'xstate.error.actor.savePrediction': [
      { type: 'xstate.error.actor.savePrediction', error: new Error(MINIGAME_MESSAGES.late) },
      { type: 'xstate.error.actor.savePrediction', error: new Error('Máy chủ phản hồi quá lâu, vui lòng thử lại sau.') },
    ],
    'match.kickedOff': [{ type: 'match.kickedOff' }],
    'match.scored': [{ type: 'match.scored' }],
  },
  eventLabels: {
    'prediction.submit': 'Bấm "Gửi dự đoán"',
    'xstate.done.actor.savePrediction': 'Đã lưu dự đoán',
    'xstate.error.actor.savePrediction': 'Máy chủ từ chối hoặc lỗi khi lưu',
    'match.kickedOff': 'Đến giờ bóng lăn',
    'match.scored': 'Kiểm duyệt viên nhập kết quả',
  },
});
