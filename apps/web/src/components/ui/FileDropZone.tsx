import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  DropZone as AriaDropZone,
  FileTrigger as AriaFileTrigger,
  Text as AriaText,
} from 'react-aria-components';
import './FileDropZone.css';

export interface FileDropZoneProps {
  label: string;
  /** Media types accepted (checked again on the server, by content). */
  acceptedTypes: readonly string[];
  onFiles: (files: File[]) => void;
  isDisabled?: boolean;
  description?: ReactNode;
}

/** Drop files here or pick them with the button: react-aria DropZone with a FileTrigger inside. */
export function FileDropZone({ label, acceptedTypes, onFiles, isDisabled, description }: FileDropZoneProps) {
  return (
    <AriaDropZone
      className="rl-drop-zone"
      aria-label={label}
      isDisabled={isDisabled}
      getDropOperation={(types) => (acceptedTypes.some((type) => types.has(type)) ? 'copy' : 'cancel')}
      onDrop={async (event) => {
        const files = await Promise.all(
          event.items
            .filter((item) => item.kind === 'file' && acceptedTypes.includes(item.type))
            .map((item) => (item.kind === 'file' ? item.getFile() : Promise.reject(new Error('not a file')))),
        );
        if (files.length > 0) onFiles(files);
      }}
    >
      <AriaText slot="label" className="rl-drop-zone__label">
        {label}
      </AriaText>
      {description ? <p className="rl-drop-zone__description">{description}</p> : null}
      <AriaFileTrigger
        acceptedFileTypes={acceptedTypes}
        allowsMultiple
        onSelect={(list) => {
          const files = list ? Array.from(list) : [];
          if (files.length > 0) onFiles(files);
        }}
      >
        <AriaButton className="rl-button rl-button--secondary" isDisabled={isDisabled}>
          Choose files
        </AriaButton>
      </AriaFileTrigger>
    </AriaDropZone>
  );
}
