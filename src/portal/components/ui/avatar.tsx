import { useState } from 'react';
import defaultAvatar from '../../assets/default-avatar.svg?url';
import { imageUrl } from '../../lib/config.ts';
import { usePrivateImage } from '../../lib/private-image.ts';

/** The image prefix plus the profile picture path when there is one, else the default avatar (document 01, section 2). */
export function avatarSrc(pathProfile: string | null | undefined): string {
  return imageUrl(pathProfile) ?? defaultAvatar;
}

/** A photo of the upload path (/api/files/...) is private to the school, so it is fetched with the token. */
export function Avatar({ path, size = 36, className = '' }: { path: string | null | undefined; size?: number; className?: string }) {
  const [broken, setBroken] = useState(false);
  const src = usePrivateImage(broken ? defaultAvatar : avatarSrc(path), defaultAvatar);
  return (
    <img
      src={src ?? defaultAvatar}
      alt=""
      width={size}
      height={size}
      className={`rounded-circle object-fit-cover ${className}`}
      onError={() => setBroken(true)}
    />
  );
}
