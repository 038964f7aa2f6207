import { getConfig } from '@/server/config';
import { getContentDb } from '@/server/content';
import { apiHandler } from '@/server/http/apiHandler';
import {
  listRecommendations,
  recommendationsQuerySchema,
} from '@/server/sponsored/recommendations.service';

/** `GET /web2/api/sponsored/recommendations?pageId=&placementId=&exclude=<slug>`: the widget's feed. */
export default apiHandler({
  GET: async (req) =>
    listRecommendations(
      await getContentDb(),
      getConfig(),
      recommendationsQuerySchema.parse(req.query),
    ),
});

export const config = { api: { bodyParser: false } };
