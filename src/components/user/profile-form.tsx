'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { field } from 'styled-system/recipes/field';
import { validateEmail, validatePhone, validateText } from '~/lib/validation';
import type { SessionMember } from '~/server/dto/member';
import { useTRPC } from '~/trpc/react';
import { toastStore } from '../ui/toast-store';
import { AddressFields } from './address-fields';
import { AvatarUpload } from './avatar-upload';

type Field = 'full_name' | 'phone' | 'email' | 'address';
type Values = Record<Field, string> & { gender: '' | '1' | '2' };

/** Spec §5 rules, the same functions the backend applies. */
function validate(values: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  const name = validateText(values.full_name, { field: 'Họ và tên', min: 2, max: 100 });
  const phone = validatePhone(values.phone);
  const email = validateEmail(values.email);
  const address = values.address.trim() === '' ? null : validateText(values.address, { field: 'Địa chỉ', max: 255 });
  if (name) errors.full_name = name;
  if (phone) errors.phone = phone;
  if (email) errors.email = email;
  if (address) errors.address = address;
  return errors;
}

const FIELD_KEYS: readonly Field[] = ['full_name', 'phone', 'email', 'address'];
const isField = (value: unknown): value is Field => typeof value === 'string' && (FIELD_KEYS as readonly string[]).includes(value);

export function ProfileForm({ member }: { member: SessionMember }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [values, setValues] = useState<Values>({
    full_name: member.name,
    phone: member.phone,
    email: member.email ?? '',
    address: member.address ?? '',
    gender: member.gender === 1 ? '1' : member.gender === 2 ? '2' : '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const update = useMutation(
    trpc.account.update.mutationOptions({
      onSuccess: async () => {
        toastStore.show('Đã lưu thông tin cá nhân', 'success');
        await queryClient.invalidateQueries({ queryKey: trpc.auth.session.queryKey() });
        router.refresh();
      },
      onError: (error) => {
        const field = error.data?.field;
        // Keep what the member typed; show the server's message under its field when it names one.
        if (isField(field)) setErrors({ [field]: error.message });
        else toastStore.show(error.message, 'error');
      },
    }),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length === 0) update.mutate(values);
  };

  const input = (field: Field, label: string, type = 'text', autoComplete?: string) => (
    <div className={classes.root}>
      <label htmlFor={`profile-${field}`} className={classes.label}>
        {label}
      </label>
      <input
        id={`profile-${field}`}
        type={type}
        autoComplete={autoComplete}
        value={values[field]}
        onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `profile-${field}-error` : undefined}
        className={classes.control}
      />
      {errors[field] ? (
        <p id={`profile-${field}-error`} className={classes.error} role="alert">
          {errors[field]}
        </p>
      ) : null}
    </div>
  );

  return (
    <div className={layout}>
      <AvatarUpload avatarUrl={member.avatarUrl} />
      <form onSubmit={submit} noValidate className={form}>
        {input('full_name', 'Họ và tên', 'text', 'name')}
        {input('phone', 'Số điện thoại', 'tel', 'tel')}
        {input('email', 'Email', 'email', 'email')}
        {member.email && !member.emailVerified ? <p className={hint}>Email chưa được xác nhận: hãy mở liên kết kích hoạt chúng tôi đã gửi.</p> : null}
        <div className={classes.root}>
          <AddressFields
            value={values.address}
            onChange={(address) => setValues((current) => ({ ...current, address }))}
            inputClassName={classes.control}
            labelClassName={classes.label}
            invalid={Boolean(errors.address)}
            describedBy={errors.address ? 'profile-address-error' : undefined}
          />
          {errors.address ? (
            <p id="profile-address-error" className={classes.error} role="alert">
              {errors.address}
            </p>
          ) : null}
        </div>
        <div className={classes.root}>
          <label htmlFor="profile-gender" className={classes.label}>
            Giới tính
          </label>
          <select
            id="profile-gender"
            value={values.gender}
            onChange={(event) => {
              const gender = event.target.value;
              setValues((current) => ({ ...current, gender: gender === '1' || gender === '2' ? gender : '' }));
            }}
            className={classes.control}
          >
            <option value="">Không muốn nói</option>
            <option value="1">Nam</option>
            <option value="2">Nữ</option>
          </select>
        </div>
        <button type="submit" className={button()} disabled={update.isPending}>
          {update.isPending ? 'Đang lưu…' : 'Lưu thay đổi'}
        </button>
      </form>
    </div>
  );
}

const layout = css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', md: '160px 1fr' }, alignItems: 'start' });
const form = css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: '520px' });
const classes = field({ size: 'lg' });
const hint = css({ color: 'fg.muted', fontSize: 'sm', mt: '-2' });
