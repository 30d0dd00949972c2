import { Router } from 'express';
import type { FeatureRouteOptions } from '../../app/feature-module';
import { DomainError, ErrorCode, unauthenticated } from '../../common/errors';
import { logger } from '../../common/logger';
import { securityLog } from '../../common/security-log';
import { today } from './payroll-amounts';
import { PayrollReader } from './payroll-reader.service';
import { renderPayslip } from './payslip-pdf';

/** Where the routes below are mounted. */
export const PAYSLIPS_PATH = '/api/payslips';

/** The address of a record's payslip. */
export const payslipPath = (id: number) => `${PAYSLIPS_PATH}/${id}.pdf`;

const FILE = /^([1-9]\d{0,9})\.pdf$/;

/**
 * `GET /api/payslips/<id>.pdf`: the record's payslip as a PDF download, for admins and the
 * employee it belongs to, signed in with the same Bearer token as /graphql. Anyone else gets
 * 404, as for an id that does not exist, so ids reveal nothing.
 */
export function payslipRoutes({ dataSource, userOf }: FeatureRouteOptions): Router {
  const router = Router();
  router.get('/:file', async (req, res, next) => {
    const id = Number(FILE.exec(req.params.file)?.[1] ?? NaN);
    if (!Number.isSafeInteger(id)) return next();
    const user = await userOf(req);
    if (!user) {
      res.setHeader('WWW-Authenticate', 'Bearer');
      res.status(401).type('text/plain').send(unauthenticated().message);
      return;
    }
    try {
      const { record, employee } = await new PayrollReader(dataSource).readable(user, id);
      const pdf = await renderPayslip({ record, employee, generatedOn: today() });
      res.set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="payslip-${record.month}-${record.id}.pdf"`,
        'Cache-Control': 'no-store',
      });
      res.send(pdf);
    } catch (error) {
      if (error instanceof DomainError && error.extensions.code === ErrorCode.NotFound) {
        securityLog('access denied', {
          ip: req.ip ?? 'unknown',
          userId: user.id,
          role: user.role,
          operation: `payslip ${id}`,
        });
        res.status(404).type('text/plain').send(error.message);
        return;
      }
      logger.error('payslip failed', { error, id });
      next(error);
    }
  });
  return router;
}
