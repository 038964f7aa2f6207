import { signOut } from '@/server/auth/authSuccess.service';
import { apiHandler } from '@/server/http/apiHandler';
import { withRateLimit } from '@/server/rate-limit';

/** Sign-out: removes the auth cookies and unlinks this device from the account. */
export default withRateLimit(
  apiHandler({
    POST: async (req, res) => {
      await signOut(req, res);
      res.status(204).end();
    },
  }),
);

// apiHandler reads the body itself (JSON errors, a size cap): Next's parser stays off.
export const config = { api: { bodyParser: false } };
