/** What visitors read after sending a form (SPEC section 8), word for word. */
export const DEMO_SUCCESS = "Enquiry submitted successfully!";
export const DEMO_NETWORK_FAILURE = "Error submitting form. Please try again.";

export const CONTACT_SENT = { title: "Message Sent Successfully!", text: "We'll get back to you within 24 hours." };
export const CONTACT_FAILED_TITLE = "Submission Failed";
export const CONTACT_FAILED_TEXT = "Please try again later.";
export const CONTACT_NETWORK = { title: "Network Error", text: "Failed to submit. Please check your internet connection." };

/** The answer of every lead endpoint, in the origin's own shape plus field errors. */
export type LeadAnswer = {
  status: "success" | "error";
  message: string;
  /** Field name → message, for validation failures. */
  errors?: Record<string, string>;
  /** The origin could not be reached; the lead is queued and will be delivered. */
  queued?: boolean;
};
