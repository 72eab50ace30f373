/** Describes the machine a benchmark ran on, so figures are never read without their context. */
import os from 'node:os';

export interface MachineDescription {
  cpu: string;
  cores: number;
  memoryGb: number;
  node: string;
  platform: string;
  date: string;
}

export function describeMachine(): MachineDescription {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    date: new Date().toISOString(),
  };
}

export function printMachine(): void {
  const machine = describeMachine();
  console.log(`Machine: ${machine.cpu} · ${machine.cores} cores · ${machine.memoryGb} GB RAM`);
  console.log(`Node ${machine.node} · ${machine.platform}`);
  console.log(`Date: ${machine.date}`);
}

/** Peak resident set size of this process so far, in MB. */
export function peakRssMb(): number {
  return Math.round(process.resourceUsage().maxRSS / 1024);
}

/** The machine and how busy it was: other processes on a shared machine skew every figure. */
export function printMachineAndLoad(): void {
  printMachine();
  const [one, five] = os.loadavg();
  console.log(`Load average (1/5 min): ${one.toFixed(1)} / ${five.toFixed(1)}`);
}
