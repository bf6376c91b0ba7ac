import { productMediaRepository, type Db } from '@chairside/db';
import { defaultLocale } from '@chairside/domain';
import { resourceWithKeyNotFound } from '../../http/api-error';
import { renderProductImage } from './product-image';

export function mediaService(db: Db) {
  const repository = productMediaRepository(db);
  return {
    async productImage(productKey: string, n: number): Promise<string> {
      const subject = await repository.findImageSubject(productKey);
      if (!subject) throw resourceWithKeyNotFound(productKey);
      const name = subject.name[defaultLocale] ?? Object.values(subject.name)[0] ?? productKey;
      return renderProductImage({ name, brand: subject.brand, categoryKey: subject.categoryKey, n });
    },
  };
}
