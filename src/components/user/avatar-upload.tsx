'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { useTRPC } from '~/trpc/react';
import { toastStore } from '../ui/toast-store';
import { MediaImage } from '~/components/ui/media-image';

/** Avatar upload: the file goes to /api/account/avatar (checked by content on the backend). */
export function AvatarUpload({ avatarUrl }: { avatarUrl: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const router = useRouter();
  const trpc = useTRPC();
  const queryClient = useQueryClient();

  const upload = async (file: File) => {
    setBusy(true);
    setError(null);
    const body = new FormData();
    body.set('avatar', file);
    try {
      const response = await fetch('/api/account/avatar', { method: 'POST', body, headers: { 'x-trpc-source': 'react' } });
      const result = (await response.json()) as { message?: string };
      if (!response.ok) {
        setError(result.message ?? 'Không tải được ảnh lên.');
        return;
      }
      toastStore.show('Đã cập nhật ảnh đại diện', 'success');
      await queryClient.invalidateQueries({ queryKey: trpc.auth.session.queryKey() });
      router.refresh();
    } catch {
      setError('Không kết nối được máy chủ, vui lòng thử lại.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={box}>
      <MediaImage src={avatarUrl} alt="Ảnh đại diện" width={120} height={120} className={image} />
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        hidden
        aria-label="Chọn ảnh đại diện"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
          event.target.value = '';
        }}
      />
      <button type="button" className={button({ variant: 'outline', size: 'sm' })} disabled={busy} onClick={() => input.current?.click()}>
        {busy ? 'Đang tải…' : 'Đổi ảnh'}
      </button>
      {error ? (
        <p className={errorStyle} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const box = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2' });
const image = css({ w: '120px', h: '120px', borderRadius: 'full', objectFit: 'cover', bg: 'bg.muted' });
const errorStyle = css({ color: 'red.600', fontSize: 'sm', textAlign: 'center' });
