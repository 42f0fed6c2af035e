// prefix_map.h — gcc's -ffile-prefix-map=OLD=NEW, -fmacro-prefix-map, -fdebug-prefix-map:
// a path that starts with OLD has that prefix replaced by NEW. Of several maps, the last
// one given that matches applies (as gcc).
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace ilcc {

using PrefixMaps = std::vector<std::pair<std::string, std::string>>;

inline std::string apply_prefix_map(std::string_view path, const PrefixMaps& maps) {
  for (auto it = maps.rbegin(); it != maps.rend(); ++it)
    if (path.substr(0, it->first.size()) == it->first)
      return it->second + std::string(path.substr(it->first.size()));
  return std::string(path);
}

} // namespace ilcc
