export { OutboxPanel } from "./OutboxPanel.js";
