/**
 * Image uploads per member per hour (UPLOADS_PER_HOUR). Every upload that reaches image processing counts,
 * refused ones included: a flood of pixel bombs or adult images costs workers as much as good photos. The
 * counter is shared by every API process when Redis is configured.
 */
import { consume } from '../../limits/limits.js';
import type { Services } from '../services.js';

export const uploadQuotaMessage = (perHour: number) =>
  `You have reached the limit of ${perHour} image uploads an hour: please try again later.`;

export async function countImageUpload(services: Pick<Services, 'limits' | 'config'>, memberId: string): Promise<void> {
  const { perMemberPerHour } = services.config.uploads;
  const limiter = services.limits.limiter({
    name: 'uploads:member',
    points: perMemberPerHour,
    durationSeconds: 60 * 60,
  });
  await consume(limiter, memberId, 1, uploadQuotaMessage(perMemberPerHour));
}
