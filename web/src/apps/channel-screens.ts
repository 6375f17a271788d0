/**
 * Professional Channels and a channel's page, loaded as one chunk: they share the channel pieces
 * (src/channels/: Edit Channel, follow and unfollow), which then leave the home page's chunk once, not per screen.
 */
export { default as ChannelsScreen, channelsScreenQuery } from '../screens/Channels/ChannelsScreen';
export { default as ChannelScreen, channelScreenQuery } from '../screens/Channel/ChannelScreen';
