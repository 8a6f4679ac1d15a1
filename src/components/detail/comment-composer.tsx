'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { field } from 'styled-system/recipes/field';
import { validateText } from '~/lib/validation';
import { useTRPC } from '~/trpc/react';
import { requireSignIn } from '../auth/login-modal';
import { useAuthStatus } from '../auth/use-auth';
import { toastStore } from '../ui/toast-store';
import { useTypedBeforeHydration } from '../ui/use-typed-before-hydration';

const RULE = { field: 'Nội dung bình luận', min: 2, max: 1000 } as const;

/** Writing a comment: members post; guests are offered sign-in and come back here. Nothing typed is lost on failure. */
export function CommentComposer({ listingId }: { listingId: number }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const status = useAuthStatus();
  const [content, setContent] = useState('');
  const contentField = useTypedBeforeHydration<HTMLTextAreaElement>(setContent);
  const [error, setError] = useState<string | null>(null);
  const post = useMutation(
    trpc.detail.postComment.mutationOptions({
      onSuccess: async () => {
        setContent('');
        toastStore.show('Đã gửi bình luận', 'success');
        await queryClient.invalidateQueries(trpc.detail.comments.pathFilter());
      },
      onError: (failure) => setError(failure.message),
    }),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (status !== 'signedIn') {
      requireSignIn('Đăng nhập để bình luận và hỏi người bán về tin này.');
      return;
    }
    const problem = validateText(content, RULE);
    setError(problem);
    if (!problem) post.mutate({ id: listingId, content: content.trim() });
  };

  return (
    <form className={form} onSubmit={submit} noValidate>
      <label htmlFor="comment-content" className={fieldStyles.label}>
        Bình luận của bạn
      </label>
      <textarea
        ref={contentField}
        id="comment-content"
        value={content}
        onChange={(event) => setContent(event.target.value)}
        rows={3}
        maxLength={1200}
        placeholder={status === 'signedIn' ? 'Hỏi người bán về tình trạng, giá, thời gian xem…' : 'Đăng nhập để bình luận'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'comment-error' : undefined}
        className={fieldStyles.control}
      />
      {error ? (
        <p id="comment-error" role="alert" className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
      <button type="submit" className={button({ size: 'sm' })} disabled={post.isPending}>
        {post.isPending ? 'Đang gửi…' : 'Gửi bình luận'}
      </button>
    </form>
  );
}

const fieldStyles = field();
const form = css({ display: 'flex', flexDirection: 'column', gap: '2', w: '100%', borderTopWidth: '1px', borderColor: 'border.default', pt: '3', alignItems: 'flex-start' });
