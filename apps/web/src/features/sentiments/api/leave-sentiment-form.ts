import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { sentimentKeys } from './sentiment-keys';

/** after a saved form: drop the item's cached state, so the next screen loads it fresh instead of showing the old one */
export function useLeaveSentimentForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (id: number, path: string) => {
    queryClient.removeQueries({ queryKey: sentimentKeys.detail(id) });
    navigate(path);
  };
}
