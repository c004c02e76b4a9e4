import { onAuthStateChanged } from 'firebase/auth';
import { auth } from '../../firebase';
import { queryClient } from './query';

export { call, upload } from './request';

// Cached answers belong to the person who asked: when someone else signs in
// on this browser (a shared desk), nothing of the last person's is shown.
let signedIn: string | null | undefined;
onAuthStateChanged(auth, (user) => {
  const uid = user?.uid ?? null;
  if (signedIn !== undefined && uid !== signedIn) queryClient.clear();
  signedIn = uid;
});
