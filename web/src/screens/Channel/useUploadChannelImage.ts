/**
 * The creator's new profile or banner image: POST /api/channels/{id}/upload-image (multipart `type` and `image`),
 * then the stored address goes into Relay's store, so the header shows it at once.
 */
import { useCallback, useState } from 'react';
import { commitLocalUpdate, useRelayEnvironment } from 'react-relay/hooks';
import type { ChannelImageKind } from '../../lib/channel-image';
import { uploadImage } from '../../lib/image-upload';

const FIELD: Record<ChannelImageKind, string> = { profile: 'profileImageUrl', banner: 'bannerImageUrl' };

/** Throws an ApiError with the server's message when it refuses. */
export function useUploadChannelImage(channel: { id: string; databaseId: string }) {
  const environment = useRelayEnvironment();
  const [isUploading, setUploading] = useState(false);
  const upload = useCallback(
    async (kind: ChannelImageKind, file: File) => {
      setUploading(true);
      try {
        const path = `/api/channels/${encodeURIComponent(channel.databaseId)}/upload-image`;
        const imageUrl = await uploadImage(file, { path, fields: { type: kind } });
        commitLocalUpdate(environment, (store) => store.get(channel.id)?.setValue(imageUrl, FIELD[kind]));
      } finally {
        setUploading(false);
      }
    },
    [environment, channel.id, channel.databaseId],
  );
  return [upload, isUploading] as const;
}
