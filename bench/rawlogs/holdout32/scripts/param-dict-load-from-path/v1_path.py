# cause: param-dict-load-from-path
# expect: TypeError: string argument without an encoding
# capture: stderr
import numpy as np
import tvm

params = {"fc.weight": tvm.runtime.tensor(np.random.rand(8, 4).astype("float32")),
          "fc.bias": tvm.runtime.tensor(np.zeros(4, "float32"))}
tvm.runtime.save_param_dict_to_file(params, "params.bin")

loaded = tvm.runtime.load_param_dict("params.bin")
print({k: v.shape for k, v in loaded.items()})
