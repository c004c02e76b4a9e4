import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { searchKey } from '@chairside/core/clients';
import { useClients } from '../../lib/data/clients';
import type { ClientRecord } from '../../lib/data/converters';

/** Finds one of the salon's clients as the desk types a name, e-mail or phone (one page of reads). */
export function ClientPicker(props: {
  orgId: string;
  value: ClientRecord | null;
  onChange: (client: ClientRecord | null) => void;
  label?: string;
  required?: boolean;
  autoFocus?: boolean;
  size?: 'small' | 'medium';
  helperText?: string;
}) {
  const { orgId, value, onChange, label = 'Client', required, autoFocus, size, helperText } = props;
  const [search, setSearch] = useState('');
  const clients = useClients(orgId, { search: searchKey(search), owner: null, after: null });
  return (
    <Autocomplete
      options={clients.items}
      value={value}
      onChange={(_, c) => onChange(c)}
      inputValue={search}
      onInputChange={(_, v) => setSearch(v)}
      filterOptions={(x) => x}
      size={size}
      getOptionLabel={(c) => `${c.firstName} ${c.lastName}${c.email ? ` · ${c.email}` : ''}`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={search ? 'No client found. Add them under Clients first.' : 'Type a name'}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          autoFocus={autoFocus}
          helperText={helperText}
        />
      )}
    />
  );
}
