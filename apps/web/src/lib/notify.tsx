import { notifications } from "@mantine/notifications";
import { IconCheck, IconX } from "@tabler/icons-react";

/** The one way the console reports the outcome of an action taken from a list. */
export function notifySuccess(message: string) {
  notifications.show({ color: "teal", icon: <IconCheck size={18} />, message });
}

export function notifyFailure(message: string) {
  notifications.show({ color: "red", icon: <IconX size={18} />, message, autoClose: 8000 });
}
