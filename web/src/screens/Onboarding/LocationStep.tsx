import { MapPin } from 'lucide-react';
import { useId, type Ref } from 'react';
import { Input } from '../../components/Input';
import { Label } from '../../components/Label';
import { Textarea } from '../../components/Textarea';
import { BIO_MAX_LENGTH, LOCATION_MAX_LENGTH } from './onboarding-options';

interface Props {
  location: string;
  bio: string;
  /** Set after a finish attempt without a location: the field shows why. */
  locationMissing: boolean;
  locationRef: Ref<HTMLInputElement>;
  onLocationChange: (location: string) => void;
  onBioChange: (bio: string) => void;
}

/** Step 3: where the member lives (required: it finds local dads and events) and a few words about him. */
export function LocationStep({ location, bio, locationMissing, locationRef, onLocationChange, onBioChange }: Props) {
  const id = useId();
  return (
    <fieldset>
      <legend className="text-lg font-bold text-ink">Almost there!</legend>
      <p className="mt-1 text-sm text-stone-600">Tell us where you are so we can connect you with dads nearby.</p>

      <div className="mt-5 grid gap-2">
        <Label htmlFor={`${id}-location`}>Your Location *</Label>
        <div className="relative">
          <MapPin
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
          />
          <Input
            ref={locationRef}
            id={`${id}-location`}
            name="location"
            placeholder="City, State"
            autoComplete="address-level2"
            aria-required
            maxLength={LOCATION_MAX_LENGTH}
            value={location}
            onChange={(event) => onLocationChange(event.target.value)}
            aria-invalid={locationMissing || undefined}
            aria-describedby={locationMissing ? `${id}-location-error` : undefined}
            className="pl-9"
          />
        </div>
        {locationMissing && (
          <p id={`${id}-location-error`} className="text-sm font-medium text-red-700">
            Please enter your location.
          </p>
        )}
      </div>

      <div className="mt-5 grid gap-2">
        <div className="flex items-baseline justify-between gap-3">
          <Label htmlFor={`${id}-bio`}>Bio (optional)</Label>
          <span id={`${id}-bio-count`} className="text-xs text-stone-600 tabular-nums">
            {bio.length}/{BIO_MAX_LENGTH}
          </span>
        </div>
        <Textarea
          id={`${id}-bio`}
          name="bio"
          placeholder="Dad of two, weekend griller, terrible at fantasy football…"
          maxLength={BIO_MAX_LENGTH}
          value={bio}
          onChange={(event) => onBioChange(event.target.value)}
          aria-describedby={`${id}-bio-count`}
          rows={4}
        />
      </div>
    </fieldset>
  );
}
