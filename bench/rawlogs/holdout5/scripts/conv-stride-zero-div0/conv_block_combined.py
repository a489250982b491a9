# cause: conv-stride-zero-div0
# expect: Divide by zero
# capture: combined
import logging

from tvm import relax

logging.basicConfig(level=logging.DEBUG, format="[%(levelname)s] %(message)s")
cfg = {"channels": [16, 32], "strides": [2, 0], "kernel": 3}


def downsample_block(bb, x, w, stride):
    logging.debug("downsample stride=%s", stride)
    y = bb.emit(relax.op.nn.conv2d(x, w, strides=(stride, stride), padding=(1, 1), data_layout="NHWC", kernel_layout="OHWI"))
    return bb.emit(relax.op.nn.silu(y))


def main():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType([1, 32, 32, 8], "float32"))
    cin, ws = 8, []
    for i, c in enumerate(cfg["channels"]):
        ws.append(relax.Var(f"w{i}", relax.TensorType([c, 3, 3, cin], "float32")))
        cin = c
    with bb.function("main", [x] + ws):
        with bb.dataflow():
            h = x
            for w, s in zip(ws, cfg["strides"]):
                h = downsample_block(bb, h, w, s)
            gv = bb.emit_output(h)
        bb.emit_func_output(gv)
    logging.info("built %s", bb.get().get_global_vars())


main()
