import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { config } from '../../config';
import { firebaseApp } from '../../firebase';

// Loaded only by signed-in areas, so public pages never download Firestore.
export const firestore = getFirestore(firebaseApp);

if (config.useEmulators) {
  connectFirestoreEmulator(firestore, '127.0.0.1', 8080);
}
