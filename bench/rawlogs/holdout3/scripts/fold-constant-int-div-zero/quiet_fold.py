# cause: fold-constant-int-div-zero
# expect: running FoldConstant on 'main'
import logging

import numpy as np
import tvm
from tvm import relax

logging.basicConfig(level=logging.INFO, format="%(asctime)s [%(name)s] %(message)s")
log = logging.getLogger("compiler")

R = relax.op
bb = relax.BlockBuilder()
tok = relax.Var("tok", relax.TensorType((1, 16), "int64"))
with bb.function("main", [tok]):
    with bb.dataflow():
        heads = relax.const(np.array([8, 8, 0, 8], dtype="int32"))
        dim = relax.const(np.array([64, 64, 64, 64], dtype="int32"))
        head_dim = bb.emit(R.floor_divide(dim, heads))
        hd = bb.emit(R.astype(R.sum(head_dim), "int64"))
        out = bb.emit_output(R.add(tok, hd))
    bb.emit_func_output(out)
mod = bb.get()
log.info("running FoldConstant on 'main'")
mod = relax.transform.FoldConstant()(mod)
log.info("folded")
