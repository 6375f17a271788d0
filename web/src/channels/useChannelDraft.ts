/**
 * A channel form's draft and its check before sending, shared by Create Professional Channel and Edit Channel:
 * the errors show beside their fields and the first one in a toast, as the server would word them.
 */
import { useState } from 'react';
import {
  channelDraftErrors,
  channelInput,
  firstDraftError,
  type ChannelDraft,
  type ChannelDraftErrors,
} from '../lib/channel-draft';
import { showChannelError } from './channel-errors';

export function useChannelDraft(initial: ChannelDraft | (() => ChannelDraft)) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<ChannelDraftErrors>({});

  /** The input to send, or null once the draft's first problem is shown. */
  function checkedInput(): ReturnType<typeof channelInput> | null {
    const found = channelDraftErrors(draft);
    setErrors(found);
    const first = firstDraftError(found);
    if (first) {
      showChannelError(first);
      return null;
    }
    return channelInput(draft);
  }

  return { draft, setDraft, errors, checkedInput };
}
