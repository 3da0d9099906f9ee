import { useState } from 'react';
import defaultAvatar from '../../assets/default-avatar.svg?url';
import { imageUrl } from '../../lib/config.ts';

/** The image prefix plus the profile picture path when there is one, else the default avatar (document 01, section 2). */
export function avatarSrc(pathProfile: string | null | undefined): string {
  return imageUrl(pathProfile) ?? defaultAvatar;
}

export function Avatar({ path, size = 36, className = '' }: { path: string | null | undefined; size?: number; className?: string }) {
  const [broken, setBroken] = useState(false);
  return (
    <img
      src={broken ? defaultAvatar : avatarSrc(path)}
      alt=""
      width={size}
      height={size}
      className={`rounded-circle object-fit-cover ${className}`}
      onError={() => setBroken(true)}
    />
  );
}
