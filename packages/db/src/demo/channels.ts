import { warehouseChannelKey } from '@chairside/domain';
import { Random } from './random';
import type { ChannelRow } from './rows';
import { en } from './text';

export interface ContractChannel extends ChannelRow {
  /** Share of products with a plan price on this contract. */
  coverage: number;
  /** Plan prices are this much below retail (fractions). */
  discount: readonly [number, number];
}

export interface DemoChannels {
  warehouses: ChannelRow[];
  contracts: ContractChannel[];
}

const warehouses = [
  { key: warehouseChannelKey, name: 'East Coast Distribution Center', description: 'Allentown, Pennsylvania' },
  { key: 'WC2', name: 'West Coast Distribution Center', description: 'Reno, Nevada' },
];

const contracts = [
  { key: 'contract-smile-dso', name: 'Smile Partners DSO Agreement', coverage: 0.8, discount: [0.08, 0.22] as const },
  {
    key: 'contract-midwest-gpo',
    name: 'Midwest Dental Purchasing Group',
    coverage: 0.6,
    discount: [0.05, 0.15] as const,
  },
  {
    key: 'contract-pediatric-alliance',
    name: 'Pediatric Dental Alliance',
    coverage: 0.35,
    discount: [0.06, 0.12] as const,
  },
];

/** Warehouses (InventorySupply) and pricing contracts (ProductDistribution). */
export function buildChannels(seed: number): DemoChannels {
  const channel = (key: string, role: string, name: string, description: string): ChannelRow => ({
    id: Random.for(seed, 'channel', key).uuid(),
    key,
    roles: [role],
    name: en(name),
    description: en(description),
  });
  return {
    warehouses: warehouses.map((warehouse) =>
      channel(warehouse.key, 'InventorySupply', warehouse.name, warehouse.description),
    ),
    contracts: contracts.map(({ key, name, coverage, discount }) => ({
      ...channel(key, 'ProductDistribution', name, `Plan prices negotiated for members of ${name}.`),
      coverage,
      discount,
    })),
  };
}
