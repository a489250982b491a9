# cause: tvm_llvm_codegen_bool_as_float
# expect: LLVM module verification failed
# capture: combined
import sys

from loguru import logger

logger.remove()
logger.add(sys.stderr, level="INFO", backtrace=False, diagnose=False,
           format="{time:YYYY-MM-DD HH:mm:ss.SSS} | {level: <8} | {name}:{function}:{line} - {message}")

import numpy as np
import tvm
from tvm import relax


def main():
    bb = relax.BlockBuilder()
    got = relax.Var("got", relax.TensorType((128,), "bool"))
    ref = relax.Var("ref", relax.TensorType((128,), "bool"))
    with bb.function("agree", [got, ref]):
        with bb.dataflow():
            same = bb.emit(relax.op.equal(got, ref))
            out = bb.emit_output(same)
        bb.emit_func_output(out)
    ex = tvm.compile(bb.get(), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.random.rand(128) > 0.5
    print(vm["agree"](tvm.runtime.tensor(x), tvm.runtime.tensor(x)).numpy().all())


if __name__ == "__main__":
    logger.info("job label-agreement starting")
    try:
        main()
    except Exception:
        logger.exception("job label-agreement failed")
        sys.exit(1)
