/**
 * A minimal WebM (Matroska) writer for the seed's demo videos: VP8 key frames taken from lossy WebP
 * images (a lossy WebP's `VP8 ` chunk is exactly one VP8 key frame), muxed into one video track.
 * No ffmpeg on these machines and no network, so the seed makes real, playable videos with sharp
 * alone. Every frame is a key frame: larger than a real encoder's output, fine for a few seconds.
 * @see https://www.matroska.org/technical/elements.html
 * @see https://developers.google.com/speed/webp/docs/riff_container
 */

/** Matroska element ids (their bytes already carry the EBML length marker). */
const ID = {
  EBML: 0x1a45dfa3,
  EBMLVersion: 0x4286,
  EBMLReadVersion: 0x42f7,
  EBMLMaxIDLength: 0x42f2,
  EBMLMaxSizeLength: 0x42f3,
  DocType: 0x4282,
  DocTypeVersion: 0x4287,
  DocTypeReadVersion: 0x4285,
  Segment: 0x18538067,
  Info: 0x1549a966,
  TimecodeScale: 0x2ad7b1,
  Duration: 0x4489,
  MuxingApp: 0x4d80,
  WritingApp: 0x5741,
  Tracks: 0x1654ae6b,
  TrackEntry: 0xae,
  TrackNumber: 0xd7,
  TrackUID: 0x73c5,
  FlagLacing: 0x9c,
  CodecID: 0x86,
  TrackType: 0x83,
  DefaultDuration: 0x23e383,
  Video: 0xe0,
  PixelWidth: 0xb0,
  PixelHeight: 0xba,
  Cluster: 0x1f43b675,
  Timecode: 0xe7,
  SimpleBlock: 0xa3,
} as const;

type Child = Buffer;

function idBytes(id: number): Buffer {
  const bytes: number[] = [];
  for (let value = id; value > 0; value = Math.floor(value / 256)) bytes.unshift(value & 0xff);
  return Buffer.from(bytes);
}

/** EBML variable-length size: the shortest of 1–8 bytes whose all-ones value stays reserved. */
export function vint(size: number): Buffer {
  for (let length = 1; length <= 8; length++) {
    if (size < 2 ** (7 * length) - 1) {
      const out = Buffer.alloc(length);
      let value = size;
      for (let i = length - 1; i >= 0; i--) {
        out[i] = value % 256;
        value = Math.floor(value / 256);
      }
      out[0] = (out[0] ?? 0) | (0x80 >> (length - 1));
      return out;
    }
  }
  throw new Error(`EBML size too large: ${size}`);
}

function element(id: number, data: Buffer): Buffer {
  return Buffer.concat([idBytes(id), vint(data.length), data]);
}

function master(id: number, children: readonly Child[]): Buffer {
  return element(id, Buffer.concat(children));
}

function uint(id: number, value: number): Buffer {
  const bytes: number[] = [];
  for (let rest = value; rest > 0 || bytes.length === 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return element(id, Buffer.from(bytes));
}

function float(id: number, value: number): Buffer {
  const data = Buffer.alloc(8);
  data.writeDoubleBE(value);
  return element(id, data);
}

function text(id: number, value: string): Buffer {
  return element(id, Buffer.from(value, 'ascii'));
}

/** The VP8 key frame inside a lossy WebP file (simple or extended layout). */
export function vp8FrameFromWebp(webp: Buffer): Buffer {
  if (webp.toString('ascii', 0, 4) !== 'RIFF' || webp.toString('ascii', 8, 12) !== 'WEBP') {
    throw new Error('not a WebP file');
  }
  for (let offset = 12; offset + 8 <= webp.length; ) {
    const fourcc = webp.toString('ascii', offset, offset + 4);
    const size = webp.readUInt32LE(offset + 4);
    if (fourcc === 'VP8 ') return webp.subarray(offset + 8, offset + 8 + size);
    offset += 8 + size + (size % 2); // chunks are padded to an even size
  }
  throw new Error('WebP has no lossy VP8 chunk (lossless or alpha-only image?)');
}

export interface WebmVideo {
  readonly width: number;
  readonly height: number;
  readonly fps: number;
  /** VP8 key frames, in display order. */
  readonly frames: readonly Buffer[];
}

// Block timecodes are signed 16-bit offsets from their cluster's; start a new cluster well before that.
const CLUSTER_MS = 5_000;

export function writeWebm({ width, height, fps, frames }: WebmVideo): Buffer {
  if (frames.length === 0) throw new Error('a video needs at least one frame');
  const frameMs = 1000 / fps;
  const header = master(ID.EBML, [
    uint(ID.EBMLVersion, 1),
    uint(ID.EBMLReadVersion, 1),
    uint(ID.EBMLMaxIDLength, 4),
    uint(ID.EBMLMaxSizeLength, 8),
    text(ID.DocType, 'webm'),
    uint(ID.DocTypeVersion, 2),
    uint(ID.DocTypeReadVersion, 2),
  ]);
  const info = master(ID.Info, [
    uint(ID.TimecodeScale, 1_000_000), // timecodes in milliseconds
    float(ID.Duration, frames.length * frameMs),
    text(ID.MuxingApp, 'raovat-seed'),
    text(ID.WritingApp, 'raovat-seed'),
  ]);
  const tracks = master(ID.Tracks, [
    master(ID.TrackEntry, [
      uint(ID.TrackNumber, 1),
      uint(ID.TrackUID, 1),
      uint(ID.FlagLacing, 0),
      text(ID.CodecID, 'V_VP8'),
      uint(ID.TrackType, 1), // video
      uint(ID.DefaultDuration, Math.round(frameMs * 1_000_000)),
      master(ID.Video, [uint(ID.PixelWidth, width), uint(ID.PixelHeight, height)]),
    ]),
  ]);
  const clusters: Buffer[] = [];
  let blocks: Buffer[] = [];
  let clusterStart = 0;
  const flush = () => {
    if (blocks.length > 0) clusters.push(master(ID.Cluster, [uint(ID.Timecode, clusterStart), ...blocks]));
    blocks = [];
  };
  frames.forEach((frame, index) => {
    const at = Math.round(index * frameMs);
    if (at - clusterStart >= CLUSTER_MS) {
      flush();
      clusterStart = at;
    }
    const blockHeader = Buffer.alloc(4);
    blockHeader[0] = 0x81; // track 1 as a one-byte vint
    blockHeader.writeInt16BE(at - clusterStart, 1);
    blockHeader[3] = 0x80; // key frame
    blocks.push(element(ID.SimpleBlock, Buffer.concat([blockHeader, frame])));
  });
  flush();
  return Buffer.concat([header, master(ID.Segment, [info, tracks, ...clusters])]);
}
