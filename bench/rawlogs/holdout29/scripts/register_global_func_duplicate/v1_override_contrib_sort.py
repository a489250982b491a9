# cause: register_global_func_duplicate
# expect: Global Function `tvm\.contrib\.sort\.argsort` is already registered
# capture: stderr
import numpy as np
import tvm


@tvm.register_global_func("tvm.contrib.sort.argsort")
def argsort(data, out, axis, is_ascend):
    order = np.argsort(data.numpy(), axis=axis, kind="stable")
    if not is_ascend:
        order = np.flip(order, axis=axis)
    out.copyfrom(order.astype(out.dtype))


print("argsort overridden")
