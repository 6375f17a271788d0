/**
 * The fields Create Professional Channel and Edit Channel share: name and description
 * (required), categories, hashtags (each shown with its '#', duplicates ignored), contact e-mail and website
 * (optional, checked when given), and the subscription: free, the paid option marked 'Coming Soon'.
 */
import { useId, type ReactNode } from 'react';
import { Badge } from '../components/Badge';
import { Label } from '../components/Label';
import { RadioGroup, RadioGroupItem } from '../components/RadioGroup';
import { TextField } from '../components/TextField';
import type { ChannelDraft, ChannelDraftErrors } from '../lib/channel-draft';
import { MAX_CHANNEL_HASHTAGS } from '../lib/channel-draft';
import { HashtagInput } from '../posts/HashtagInput';
import { CategoryPicker } from './CategoryPicker';

interface Props {
  draft: ChannelDraft;
  onChange: (draft: ChannelDraft) => void;
  /** Shown under their fields once the form was sent. */
  errors: ChannelDraftErrors;
  disabled?: boolean;
  /** The create form's images. */
  children?: ReactNode;
}

export function ChannelFields({ draft, onChange, errors, disabled, children }: Props) {
  const ids = { free: useId(), paid: useId(), hashtags: useId() };
  const set = <K extends keyof ChannelDraft>(key: K, value: ChannelDraft[K]) => onChange({ ...draft, [key]: value });
  return (
    <div className="grid gap-4">
      <TextField
        label="Channel Name"
        value={draft.name}
        error={errors.name}
        disabled={disabled}
        placeholder="e.g. Weekend Fix-It Tips"
        onChange={(value) => set('name', value)}
      />
      <TextField
        label="Description"
        multiline
        value={draft.description}
        error={errors.description}
        disabled={disabled}
        placeholder="What will dads learn from your channel?"
        onChange={(value) => set('description', value)}
      />
      <CategoryPicker
        value={draft.categories}
        disabled={disabled}
        onChange={(categories) => set('categories', categories)}
      />
      {/* biome-ignore lint/a11y/useSemanticElements: a <fieldset> would bring its own UA layout (min-inline-size: min-content, border, padding, legend); the div keeps the layout with the same group role and name */}
      <div className="grid gap-1.5" role="group" aria-labelledby={ids.hashtags}>
        <span id={ids.hashtags} className="text-sm font-semibold text-ink">
          Hashtags
        </span>
        <HashtagInput
          tags={draft.hashtags}
          max={MAX_CHANNEL_HASHTAGS}
          disabled={disabled}
          onChange={(hashtags) => set('hashtags', hashtags)}
        />
        {errors.hashtags && <p className="text-sm font-medium text-red-700">{errors.hashtags}</p>}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Contact Email (optional)"
          type="email"
          inputMode="email"
          value={draft.contactEmail}
          error={errors.contactEmail}
          disabled={disabled}
          placeholder="you@example.com"
          onChange={(value) => set('contactEmail', value)}
        />
        <TextField
          label="Website (optional)"
          type="url"
          inputMode="url"
          value={draft.website}
          error={errors.website}
          disabled={disabled}
          placeholder="https://example.com"
          onChange={(value) => set('website', value)}
        />
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink">Subscription</legend>
        <RadioGroup
          value={draft.subscriptionType}
          disabled={disabled}
          onValueChange={(value) => set('subscriptionType', value as ChannelDraft['subscriptionType'])}
        >
          <div className="flex items-center gap-2">
            <RadioGroupItem id={ids.free} value="free" />
            <Label htmlFor={ids.free} className="font-normal">
              Free
            </Label>
          </div>
          <div className="flex items-center gap-2">
            <RadioGroupItem id={ids.paid} value="subscription" disabled />
            <Label htmlFor={ids.paid} className="font-normal">
              Paid Subscription
            </Label>
            <Badge variant="secondary">Coming Soon</Badge>
          </div>
        </RadioGroup>
      </fieldset>
      {children}
    </div>
  );
}
