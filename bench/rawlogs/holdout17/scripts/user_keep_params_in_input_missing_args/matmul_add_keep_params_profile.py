# cause: user_keep_params_in_input_missing_args
# expect: expects \d+ arguments \(.*\), but 1 arguments were provided
# capture: pytest
# post: truncate=0.7
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def test_matmul_add_keep_params_profile():
    import time
    w = numpy_helper.from_array(np.random.rand(16, 16).astype("float32"), "W")
    bias = numpy_helper.from_array(np.random.rand(16).astype("float32"), "B")
    g = helper.make_graph([helper.make_node("MatMul", ["x", "W"], ["h"]), helper.make_node("Add", ["h", "B"], ["y"])],
                          "linear", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [8, 16])],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, [8, 16])], [w, bias])
    mod = from_onnx(helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)]), keep_params_in_input=True)
    print(mod["main"].params)
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = tvm.runtime.tensor(np.random.rand(8, 16).astype("float32"))
    t0 = time.perf_counter()
    for _ in range(10):
        vm["main"](x)
    print("avg ms", (time.perf_counter() - t0) * 100)
