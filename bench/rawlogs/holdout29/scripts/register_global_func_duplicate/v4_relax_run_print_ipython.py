# cause: register_global_func_duplicate
# expect: Global Function `relax\.run\.print` is already registered
# capture: ipython
import tvm


def my_print(*args):
    # quieter printing for our long runs
    fmt = args[0]
    print("[model]", fmt, *[getattr(a, "shape", a) for a in args[1:]])


tvm.register_global_func("relax.run.print", my_print)
