import {
  findApplication,
  findApplicationOf,
  individualStepApplication,
} from './modules/applications/application-records.ts';
import {
  findSmeApplication,
  findSmeApplicationOf,
} from './modules/sme-applications/sme-application-records.ts';
import type { StepApplications } from './ports/step-applications.ts';

/**
 * The applications the documents and e-KYC modules serve: an individual's first, then an SME partner's or group
 * staff member's, each through its owner's records (decision 060). Ids are random UUIDs of one space, so an id
 * names at most one of them.
 */
export const stepApplications: StepApplications = {
  async ownedBy(db, id, userId, options = {}) {
    const individual = await findApplicationOf(db, id, userId, options);
    if (individual) return individualStepApplication(individual);
    return findSmeApplicationOf(db, id, userId, options);
  },
  async byId(db, id, options = {}) {
    const individual = await findApplication(db, id, options);
    if (individual) return individualStepApplication(individual);
    return findSmeApplication(db, id, options);
  },
};
