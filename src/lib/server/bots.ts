/** Search and preview crawlers (SPEC §2: no rendered error page for them; ISSUE 6: never redirected). */
const botPattern =
  /bot\b|crawler|spider|crawling|slurp|bingpreview|facebookexternalhit|facebot|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|telegrambot|viber|skypeuripreview|slackbot|discordbot|linkedinbot|twitterbot|applebot|yandex|baiduspider|duckduckbot|petalbot|semrush|ahrefs|mj12bot|google-inspectiontool|googleother|feedfetcher/i

export function isBot(userAgent: string | undefined | null): boolean {
  return Boolean(userAgent && botPattern.test(userAgent))
}
