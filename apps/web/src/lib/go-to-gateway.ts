/** Sends the browser to the payment gateway's page, leaving the app (the gateway sends it back to the server). */
export function goToGateway(paymentUrl: string): void {
  window.location.assign(paymentUrl);
}
