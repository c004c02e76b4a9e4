import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import SendIcon from '@mui/icons-material/Send';
import { messagingContracts, type SuggestedReply } from '@chairside/core/contracts/messaging';
import {
  MESSAGE_IMAGE_LIMIT_LABEL,
  MESSAGE_IMAGE_MAX_BYTES,
  MESSAGE_MAX_LENGTH,
  ZMessageText,
  type SendMessage,
} from '@chairside/core/messaging';
import { sendMessage, sendPhoto } from '../../lib/data/messaging';
import { invalidateContracts, useContract } from '../../lib/api/contract-query';
import { useWrite } from '../../lib/api/write';

type Target = Pick<SendMessage, 'conversationId' | 'orgId' | 'clientId'>;

/**
 * Writing a message: Enter sends, Shift+Enter starts a new line; a photo goes
 * with the text as its caption. On the salon's side, suggested replies from
 * the salon's own data fill the box (suggest-responses). Nothing typed is lost
 * when sending fails.
 */
export function Composer({
  to,
  conversationId,
  suggest = false,
  lastMessageId = null,
  onSent,
}: {
  to: Target;
  conversationId: string | null;
  suggest?: boolean;
  lastMessageId?: string | null;
  onSent?: (conversationId: string) => void;
}) {
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  /** The newest message whose suggestions were used up by a reply. */
  const [answered, setAnswered] = useState<string | null | undefined>(undefined);
  const file = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);

  // Suggestions follow the newest message (gone once it is answered).
  const suggested = useContract(
    messagingContracts.suggestResponses,
    { body: { conversationId: conversationId ?? '' }, secure: true },
    { enabled: Boolean(suggest && conversationId) },
  );
  // The server suggests from the thread as it is: a new message asks again.
  useEffect(() => {
    if (lastMessageId) void invalidateContracts(messagingContracts.suggestResponses);
  }, [lastMessageId]);
  const suggestions: SuggestedReply[] =
    answered === lastMessageId ? [] : (suggested.data?.suggestions ?? []);

  const post = useWrite(
    ({ photo, text: body }: { photo: File | null; text: string }) =>
      photo ? sendPhoto(to, photo, body) : sendMessage({ ...to, text: body }),
    {
      onSuccess: (sent) => {
        setText('');
        setAnswered(lastMessageId);
        onSent?.(sent.conversation.id);
        box.current?.focus();
      },
    },
  );
  const busy = post.isPending;
  const error = invalid ?? post.error?.message ?? null;

  function send(photo: File | null) {
    const trimmed = text.trim();
    setInvalid(null);
    if (!photo) {
      const check = ZMessageText.safeParse(trimmed);
      if (!check.success) {
        setInvalid(check.error.issues[0]?.message ?? 'This message cannot be sent.');
        return;
      }
    } else if (photo.size > MESSAGE_IMAGE_MAX_BYTES) {
      setInvalid(`The photo is larger than ${MESSAGE_IMAGE_LIMIT_LABEL}.`);
      return;
    }
    post.mutate({ photo, text: trimmed });
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(null);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send(null);
    }
  };
  const nearLimit = text.length > MESSAGE_MAX_LENGTH - 200;

  return (
    <Box
      component="form"
      onSubmit={submit}
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        p: { xs: 1, md: 1.5 },
        bgcolor: 'background.paper',
      }}
    >
      {error && (
        <Alert
          severity="error"
          onClose={() => {
            setInvalid(null);
            post.reset();
          }}
          sx={{ mb: 1 }}
        >
          {error}
        </Alert>
      )}
      {suggestions.length > 0 && (
        <Stack
          direction="row"
          aria-label="Suggested replies"
          sx={{ gap: 1, mb: 1, overflowX: 'auto', pb: 0.5 }}
        >
          {suggestions.map((s) => (
            <Tooltip key={s.label} title={s.text}>
              <Chip
                label={s.label}
                variant="outlined"
                onClick={() => {
                  setText(s.text);
                  box.current?.focus();
                }}
              />
            </Tooltip>
          ))}
        </Stack>
      )}
      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-end' }}>
        <input
          ref={file}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          hidden
          aria-label="Photo to send"
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            e.target.value = '';
            if (chosen) send(chosen);
          }}
        />
        <Tooltip title="Send a photo">
          <span>
            <IconButton
              aria-label="Send a photo"
              disabled={busy}
              onClick={() => file.current?.click()}
            >
              <AddPhotoIcon />
            </IconButton>
          </span>
        </Tooltip>
        <TextField
          inputRef={box}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Write a message"
          multiline
          maxRows={6}
          fullWidth
          size="small"
          error={text.length > MESSAGE_MAX_LENGTH}
          helperText={nearLimit ? `${text.length} / ${MESSAGE_MAX_LENGTH}` : undefined}
          slotProps={{ htmlInput: { 'aria-label': 'Message' } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={busy || !text.trim()}
          endIcon={<SendIcon />}
          sx={{ flexShrink: 0 }}
        >
          Send
        </Button>
      </Stack>
    </Box>
  );
}
