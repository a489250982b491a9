# cause: split_unsorted_indices_legalize
# expect: split_indices must be sorted
# capture: stderr
# post: crlf
import logging
import tvm
from tvm import relax
logging.basicConfig(level=logging.DEBUG, format="%(asctime)s %(levelname)s %(message)s")

def build(fn, shapes, name="main"):
    bb = relax.BlockBuilder()
    params = [relax.Var(f"x{i}", relax.TensorType(s, d)) for i, (s, d) in enumerate(shapes)]
    with bb.function(name, params):
        with bb.dataflow():
            out = bb.emit_output(fn(*params))
        bb.emit_func_output(out)
    return bb.get()

sizes = [16, 8]
logging.debug("split points: %s", sizes)
mod = build(lambda x: relax.op.split(x, sizes, axis=0), [((24, 4), "float32")])
logging.info("legalizing")
mod = relax.transform.LegalizeOps()(mod)
