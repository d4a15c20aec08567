export { type Bridge, type BridgeOptions, startBridge } from './bridge';
export { demoRace, raceOfRac2, type SimRace, type Simulator, startSimulator } from './simulator';
