# cause: bind-params-unknown-name
# expect: bind_params\.cc[\s\S]*Function does not have parameter with name
import logging
import sys

import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


def build_module():
    @I.ir_module
    class Module:
        @R.function
        def main(data: R.Tensor((1, 8), "float32"), fc_w: R.Tensor((8, 4), "float32")):
            out = R.matmul(data, fc_w)
            return out


    mod = Module
    return mod


def main():
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    log = logging.getLogger("repro")
    log.info("starting build with tvm %s", tvm.__version__)

    print("[1/3] constructing module", file=sys.stderr)
    mod = build_module()
    print(mod.script())
    print("compiling ...", flush=True)
    mod = relax.transform.BindParams("main", {'fc.weight': np.ones((8, 4), 'float32')})(mod)


if __name__ == "__main__":
    main()
