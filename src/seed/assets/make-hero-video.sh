#!/bin/sh
# Regenerates the seed's hero clip (committed, so the seed never needs ffmpeg): a silent
# 5-second loop of slowly moving dark-emerald light. Every term is periodic in 5 s, so the
# last frame flows into the first. Needs ffmpeg with libx264 and libvpx-vp9.
set -eu
cd "$(dirname "$0")"
V='(0.5+0.25*sin(2*PI*(X/W*1.2+T/5))+0.25*cos(2*PI*(Y/H*0.9-T/5)+X/W*2))*(0.55+0.45*(1-hypot(X/W-0.5-0.2*sin(2*PI*T/5),Y/H-0.5-0.15*cos(2*PI*T/5))))'
ffmpeg -y -hide_banner -loglevel error \
  -f lavfi -i "color=c=black:s=960x540:r=25:d=5,format=rgb24" \
  -vf "geq=r='3+10*$V':g='24+112*$V':b='19+76*$V',format=yuv420p" \
  -c:v libx264 -preset slow -crf 30 -profile:v high -pix_fmt yuv420p -movflags +faststart -an hero-loop.mp4
ffmpeg -y -hide_banner -loglevel error -i hero-loop.mp4 -c:v libvpx-vp9 -b:v 0 -crf 42 -row-mt 1 -an hero-loop.webm
ls -l hero-loop.mp4 hero-loop.webm
