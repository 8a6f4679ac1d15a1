import { MINIGAME_MESSAGES, type Score } from '~/lib/minigame';
import { predictionMachine, type MatchPhase, type PredictionInput } from '../predictionMachine';
import { defineMachineEntry, type StartInput } from './types';

/** The score a path predicts, and the one a member has already saved in the "saved" start. */
export const MODEL_SCORE: Score = { home: 2, away: 1 };

/** A match id in the model (the e2e driver creates its own match per path). */
const MATCH_ID = 1;

const start = (label: string, phase: MatchPhase, saved: Score | null): StartInput => ({ label, input: { matchId: MATCH_ID, phase, saved } satisfies PredictionInput });

export const predictionEntry = defineMachineEntry({
  id: 'prediction',
  title: 'Dự đoán tỉ số một trận đấu',
  description:
    'Trên trang /minigame/du-doan-ty-so, mỗi trận sắp diễn ra cho thành viên nhập tỉ số (0–20 mỗi đội) và sửa đến trước giờ bóng lăn. Tỉ số sai định dạng hoặc trùng dự đoán cũ bị từ chối ngay; máy chủ từ chối dự đoán trễ thì thẻ trận bị khoá. Sau giờ bóng lăn thẻ trận khoá dự đoán; khi kiểm duyệt viên nhập kết quả, dự đoán được chấm điểm.',
  machine: predictionMachine,
  states: {
    deciding: { title: 'Xác định trạng thái trận', description: 'Chọn trạng thái ban đầu theo giờ bóng lăn và kết quả của trận.' },
    open: { title: 'Đang nhận dự đoán', description: 'Trận đang nhận dự đoán.' },
    'open.editing': { title: 'Nhập tỉ số', description: 'Thành viên nhập hoặc sửa tỉ số rồi bấm "Gửi dự đoán" / "Cập nhật dự đoán".', ui: { selector: 'prediction-form' } },
    'open.saving': { title: 'Đang lưu dự đoán', description: 'Đang lưu dự đoán, nút gửi hiện "Đang gửi…".', ui: { text: 'Đang gửi…' } },
    locked: { title: 'Đã khoá dự đoán', description: 'Đã qua giờ bóng lăn: dự đoán bị khoá, chờ kết quả.', ui: { text: 'Đã khoá dự đoán · chờ kết quả' } },
    finished: { title: 'Đã có kết quả', description: 'Trận đã có kết quả; dự đoán được chấm điểm và điểm thưởng đã vào ví khuyến mãi.', ui: { text: 'Đã có kết quả' } },
  },
  inputs: [
    start('Mở trang dự đoán: trận sắp diễn ra, chưa dự đoán', 'upcoming', null),
    start(`Mở trang dự đoán: trận sắp diễn ra, đã dự đoán ${MODEL_SCORE.home} – ${MODEL_SCORE.away}`, 'upcoming', MODEL_SCORE),
    start('Mở trang dự đoán: trận đã bóng lăn, chờ kết quả', 'awaiting_result', null),
    start('Mở trang dự đoán: trận đã có kết quả', 'finished', null),
  ],
  eventCases: {
    'prediction.submit': [
      { type: 'prediction.submit', ...MODEL_SCORE },
      { type: 'prediction.submit', home: 25, away: 1 },
    ],
    'xstate.done.actor.savePrediction': [{ type: 'xstate.done.actor.savePrediction', output: { created: true, saved: MODEL_SCORE } }],
    'xstate.error.actor.savePrediction': [
      { type: 'xstate.error.actor.savePrediction', error: new Error(MINIGAME_MESSAGES.late) },
      { type: 'xstate.error.actor.savePrediction', error: new Error('Không kết nối được máy chủ, vui lòng thử lại.') },
    ],
    'match.kickedOff': [{ type: 'match.kickedOff' }],
    'match.scored': [{ type: 'match.scored' }],
  },
  caseLabels: {
    'prediction.submit': [`${MODEL_SCORE.home} – ${MODEL_SCORE.away}`, '25 – 1, ngoài khoảng 0–20'],
    'xstate.error.actor.savePrediction': ['trận đã bóng lăn', 'lỗi mạng'],
  },
  eventLabels: {
    'prediction.submit': 'Bấm "Gửi dự đoán"',
    'xstate.done.actor.savePrediction': 'Đã lưu dự đoán',
    'xstate.error.actor.savePrediction': 'Máy chủ từ chối hoặc lỗi khi lưu',
    'match.kickedOff': 'Đến giờ bóng lăn',
    'match.scored': 'Kiểm duyệt viên nhập kết quả',
  },
});
